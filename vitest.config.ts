import { defineConfig } from 'vitest/config';

/** One test command for the whole repository: each workspace is a project with its own environment. */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
