import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', '.bench/**', 'node_modules/**', 'public/**', 'data/**', 'test-results/**', 'playwright-report/**', 'shots/**', 'reports/**', 'next-env.d.ts'],
  },
];
export default config;
