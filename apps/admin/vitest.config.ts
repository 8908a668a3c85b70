import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Unit tests run in node; a component test (`*.test.tsx`) asks for a DOM with `// @vitest-environment jsdom`.
export default defineProject({
  plugins: [react()],
  test: { name: 'admin', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
