import { createRequire } from 'node:module';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';

// One runner, four projects: pure unit tests beside the code, client components in jsdom,
// cross-package integration tests over the in-process app, and Chromium browser tests.
export default defineConfig({
  resolve: {
    alias: [
      { find: '@chartroom/viz', replacement: new URL('./gateway/src/viz/index.ts', import.meta.url).pathname },
      // graphql 16 ships ESM and CJS without an exports map: Vite picks index.mjs for our sources while
      // Node gives Pothos and Yoga index.js, and two graphql instances refuse each other's schemas.
      { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        // Unit files share their worker's module cache (isolate: false): re-importing the engine and
        // Prisma for each of ~100 files cost more than the tests themselves.
        test: {
          name: 'unit',
          include: ['gateway/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // A few store tests create a scratch PostgreSQL database in beforeAll: slow on a busy machine.
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        extends: true,
        // Components carry graphql`` tags that babel-plugin-relay must compile, as in the Vite build.
        plugins: [relay],
        // One jsdom per worker, shared by its files (isolate: false, a third of the time); the setup file
        // clears what a file leaves behind.
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['client/src/testing/resetBetweenFiles.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/browser/**'],
          environment: 'node',
          // Each file starts its own app; sharing the worker's module cache (isolate: false) saves
          // re-importing the gateway per file, two thirds of the project's time.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // A page answers in its own time on a busy 2-core machine: expect.poll waits up to 15 s
          // (Vitest's default of 1 s failed a search that refetched a little later).
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // One browser file at a time, after the other projects (a group of its own).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
