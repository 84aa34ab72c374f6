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
    // Barrels (the design system's and the domain's index files) only re-export: marked pure, a
    // screen's import through them lands in that screen's chunk, and a module only a lazy chunk
    // uses (the page titles) stays out of the first paint.
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !/\/src\/(design-system|domain)\/(\w+\/)?index\.ts$/.test(id) } },
  },
});
