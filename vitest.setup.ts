import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Without Vitest globals Testing Library cannot register its own cleanup: unmount after each DOM test.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
