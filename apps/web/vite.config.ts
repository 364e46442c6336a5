import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The web app: built to apps/web/dist, which the server serves with an SPA fallback. */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
