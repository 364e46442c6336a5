import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One test command for the whole repository: each workspace is a project with its own environment. */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    // A worker for every core (Vitest's default leaves one idle): the files share nothing but the machine.
    maxWorkers: availableParallelism(),
    // The slowest files at the end of every run, so that a slow file is seen the day it arrives (docs/testing.md).
    reporters: ['default', './tools/slowestTestFiles.ts'],
  },
});
