import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The installable app: the web app manifest and the service worker (src/pwa/sw.ts) with Workbox's
    // precache of the shell and every hashed chunk; src/pwa/pwa.ts registers it after the page loads.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['icons/*.png'],
      manifest: {
        id: '/',
        name: 'MCC',
        short_name: 'MCC',
        description: 'MCC members',
        lang: 'zh-Hans',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#060807',
        background_color: '#060807',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The worker is bundled into one classic script (it is registered as one); the plugin's
        // default ES build asks Rolldown for an option it has deprecated, and the build said so.
        rollupFormat: 'iife',
        globPatterns: ['index.html', 'assets/**/*.{js,css,webp,png,svg,woff2}', 'icons/*.png'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
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
      // antd-mobile's legacy default overlay render is replaced at start (src/runtime/overlay-render.ts).
      { find: /^rc-util\/lib\/React\/render$/, replacement: path.resolve(import.meta.dirname, 'src/antd-legacy-render.ts') },
    ],
  },
  // The prerender (src/prerender.tsx, built for Node) bundles antd-mobile: its CommonJS build requires CSS files.
  ssr: { noExternal: ['antd-mobile'] },
  // The manifest tells scripts/prerender.mjs which chunks a prerendered page needs (it removes it after).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    // The entry names every lazy page's chunks in its preload map, and a hash does not compress:
    // seven characters (42 bits) still tell apart a build's few hundred files, a byte fewer a name.
    // (The prerender's own build, for Node, keeps its plain name: scripts/prerender.mjs imports it.)
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
          },
        },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
}));
