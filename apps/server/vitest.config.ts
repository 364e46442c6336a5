import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // The input fuzz drives the handlers' parsing, the same on both engines; it runs on the embedded database only,
    // where npm test runs it (90 s a run; docs/testing.md, "Which tests run on both databases").
    exclude: process.env.TEST_DATABASE_URL ? ['test/routes/inputFuzz.test.ts'] : [],
    environment: 'node',
    // A worker runs its files one after another in one module graph, keeping its migrated databases between them
    // (test/support/testDatabase.ts): importing the app and migrating a database cost seconds a file otherwise.
    // What a file changes outside its database and app must be undone by the file (docs/testing.md).
    isolate: false,
    globalSetup: ['test/support/dropTestSchemas.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
