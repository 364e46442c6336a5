import { defineConfig } from 'vitest/config';

/** Browser journeys: one platform and one Chromium for the whole run, journeys one after another. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['test/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['src/globalSetup.ts'],
    setupFiles: ['src/contentSecurity.setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
