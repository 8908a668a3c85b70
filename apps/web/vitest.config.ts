import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // Same single React as the build (see vite.config.ts): libraries that import React are inlined
  // so that the dedupe applies to them too.
  resolve: { dedupe: ['react', 'react-dom'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    server: {
      deps: {
        inline: [
          /antd-mobile/,
          /react-router/,
          /@tanstack/,
          /react-i18next/,
          /@testing-library/,
          /ahooks/,
          /@react-spring/,
          /@use-gesture/,
          /rc-/,
        ],
      },
    },
  },
});
