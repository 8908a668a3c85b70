// Bundles the server into dist/: our own code and workspace packages inline, npm dependencies external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@mcc/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    cluster: 'src/cluster.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/ledger-verify': 'src/cli/ledger-verify.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log('server bundled into apps/server/dist');
