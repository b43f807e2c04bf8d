// The member app. Served by the API server at `/`; in development Vite proxies /api to it.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  // Relative asset paths: the same build runs at `/`, from a file:// hybrid shell, or under a prefix.
  base: './',
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } },
  },
  preview: { port: 4173 },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
