// The member app. Served by the API server at `/`; in development Vite proxies /api to it.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const APP_VERSION = '0.1.0';

export default defineConfig({
  // Relative asset paths: the same build runs at `/`, from a file:// hybrid shell, or under a prefix.
  base: './',
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    __APP_BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } },
  },
  preview: { port: 4173 },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
