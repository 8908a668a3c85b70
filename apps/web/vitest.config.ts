import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const own = (name: string) => path.resolve(import.meta.dirname, 'node_modules', name);

export default defineProject({
  plugins: [react()],
  // The workspace root holds an older React (hoisted for another package's peer range); every
  // import of React here, in the app and in its libraries, must be this app's copy.
  resolve: {
    alias: [
      { find: /^react$/, replacement: own('react') },
      { find: /^react\/(.*)$/, replacement: `${own('react')}/$1` },
      { find: /^react-dom$/, replacement: own('react-dom') },
      { find: /^react-dom\/(.*)$/, replacement: `${own('react-dom')}/$1` },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve(import.meta.dirname, 'src/use-sync-external-store-shim.ts'),
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Inline every dependency so the aliases above reach React imports inside libraries too.
    server: { deps: { inline: true } },
  },
});
