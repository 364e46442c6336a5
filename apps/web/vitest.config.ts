import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // As the server suite's: in CI this suite runs beside the PostgreSQL suite, where a dialog test alone takes 10 s.
    testTimeout: 60_000,
  },
});
