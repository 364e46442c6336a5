import { defineConfig } from 'vitest/config';

/** Browser journeys: one platform and one Chromium for the whole run, journeys one after another. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['test/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: [
      // The city identity provider first: the platform's setup starts the platform with its CITY_SIGN_ON.
      'src/identityProviderSetup.ts',
      'src/globalSetup.ts',
    ],
    setupFiles: ['src/contentSecurity.setup.ts'],
    fileParallelism: false,
    // As the root configuration's: the slowest journeys at the end of the run (docs/testing.md).
    reporters: ['default', '../tools/slowestTestFiles.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
