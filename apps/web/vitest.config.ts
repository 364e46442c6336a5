import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Far from China's zone, so that a time or a day shown in the browser's zone rather than China's fails a test.
    env: { TZ: 'America/New_York' },
    // One jsdom and one module graph per worker: setup.ts cleans the document and the storages after each test, and
    // a file undoes whatever else it changes (docs/testing.md). A fresh environment a file cost about 2 s.
    isolate: false,
    // As the server suite's: in CI this suite runs beside the PostgreSQL suite, where a dialog test alone takes 10 s.
    testTimeout: 60_000,
  },
});
