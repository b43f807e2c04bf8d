// The back office is served by the API server at /admin/; in development Vite proxies /api to it.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // antd and TanStack Query sit in the root node_modules next to an older React; use ours only.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  preview: { port: 4174 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd's core (layout, form, table, modal) and React make the ~720 kB shared chunk every screen needs;
    // each screen's own code is a lazy chunk.
    chunkSizeWarningLimit: 800,
  },
});
