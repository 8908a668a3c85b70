import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: '/',
  // React 19 has useSyncExternalStore built in; the shim libraries import would only add bytes.
  resolve: {
    alias: [
      // The contract's schemas are the server's; the browser reads only the descriptors' routing data.
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, '../../packages/contract/src/browser-zod.ts') },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve(import.meta.dirname, 'src/use-sync-external-store-shim.ts'),
      },
    ],
  },
  // The prerender (src/prerender.tsx, built for Node) bundles antd-mobile: its CommonJS build requires CSS files.
  ssr: { noExternal: ['antd-mobile'] },
  // The manifest tells scripts/prerender.mjs which chunks a prerendered page needs (it removes it after).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022', manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
