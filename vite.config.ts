import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies both API bases to the reference server (npm run dev:server).
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/account': 'http://localhost:8080',
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
  },
});
