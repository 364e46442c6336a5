import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure functions and data: the files share one module graph per worker (docs/testing.md).
  test: { name: 'contracts', include: ['test/**/*.test.ts'], environment: 'node', isolate: false },
});
