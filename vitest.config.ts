import { defineConfig } from 'vitest/config';

const serverDbTests = ['apps/server/src/**/*.db.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', environment: 'node', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server-unit',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: serverDbTests,
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
