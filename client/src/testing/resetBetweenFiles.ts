// Client test files share one jsdom per worker (isolate: false in vitest.config.ts): what one file
// leaves behind (rendered trees, toasts, a cached CSRF token, stubbed globals) is cleared before the next.
import { cleanup } from '@testing-library/react';
import { afterAll, beforeAll, vi } from 'vitest';
import { toaster } from '../components/toaster.ts';
import { forgetCsrfToken } from '../relay/csrf.ts';

function reset(): void {
  cleanup();
  toaster.remove();
  forgetCsrfToken();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
}

beforeAll(reset);
afterAll(reset);
