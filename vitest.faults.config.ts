import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the fault suite alone (apps/server/test/faults). It starts its own
// PostgreSQL, Redis and a cluster of the built server, so it stays out of the default projects.
export default defineConfig({
  test: {
    name: 'faults',
    environment: 'node',
    include: ['apps/server/test/faults/**/*.faults.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
