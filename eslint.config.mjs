import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Links prefetch on intent, not on sight (src/components/ui/Link.tsx says why).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Import Link from '@/components/ui/Link': it prefetches on intent." }] }],
    },
  },
  {
    ignores: ['.next/**', '.next-*/**', '.bench/**', 'node_modules/**', 'public/**', 'data/**', 'test-results/**', 'playwright-report/**', 'shots/**', 'reports/**', 'next-env.d.ts'],
  },
];
export default config;
