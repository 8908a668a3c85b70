import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverDbTests = ['apps/server/src/**/*.db.test.ts'];
// The fault suite (a cluster of the built server, PostgreSQL restarted, Redis down) runs on its own
// after the build: `npm run test:faults` (vitest.faults.config.ts), never among the unit tests.
const faultSuite = ['apps/server/test/faults/**'];

export default defineConfig({
  test: {
    // One file per CPU at once (vitest's default leaves one CPU out): the server files spend much of
    // their time waiting on the database, so on 2 CPUs two workers take the run from ~820 s to ~600 s.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'contract', environment: 'node', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server-unit',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [...serverDbTests, ...faultSuite],
        },
      },
      {
        test: {
          name: 'server-sqlite',
          environment: 'node',
          include: serverDbTests,
          env: { MCC_TEST_DIALECT: 'sqlite' },
          globalSetup: ['apps/server/test/sqlite-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-pg',
          environment: 'node',
          include: serverDbTests,
          env: { MCC_TEST_DIALECT: 'postgres' },
          globalSetup: ['apps/server/test/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/admin/vitest.config.ts',
    ],
  },
});
