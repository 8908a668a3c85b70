import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  // The workspace root holds another React (for other packages); antd, the router and the query
  // client must share this app's copy, or hooks fail with a null dispatcher.
  resolve: {
    dedupe: ['react', 'react-dom'],
    // The contract's schemas are the server's; the browser reads only the descriptors' routing data.
    alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, '../../packages/contract/src/browser-zod.ts') }],
  },
  // antd alone is about 600 kB minified; a desktop console loads it once.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1000 },
  server: { proxy: { '/admin/api': 'http://127.0.0.1:8080', '/api': 'http://127.0.0.1:8080' } },
});
