import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: '/',
  // The workspace root holds an older React hoisted for another package; every import of React
  // in this app (and in antd-mobile, react-router, ...) must resolve to this app's copy.
  resolve: {
    dedupe: ['react', 'react-dom'],
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve(import.meta.dirname, 'src/use-sync-external-store-shim.ts'),
      },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
