import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const modulesDir = path.join(src, 'modules');

/**
 * Which modules each module may import (its own files aside). Read top to bottom it is the
 * direction of the server: ledger and settings know no other module; staking pays through the
 * ledger, tells through tips and finds uplines in the team; the jobs run staking's daily work.
 * A new edge goes here, and the table must stay free of cycles.
 */
const ALLOWED: Record<string, readonly string[]> = {
  ledger: [],
  settings: [],
  health: [],
  tips: [],
  upload: [],
  admin: ['ledger', 'settings'],
  account: ['settings'],
  notice: ['admin'],
  team: ['ledger', 'settings'],
  wallet: ['admin', 'ledger', 'settings', 'tips'],
  'wallet-admin': ['admin', 'ledger', 'settings', 'wallet'],
  pledge: ['admin', 'ledger', 'notice', 'settings', 'team', 'tips'],
  liabilities: ['admin', 'coinmix', 'ledger'],
  jobs: ['admin', 'auction', 'coinmix', 'ledger', 'liabilities', 'pledge', 'settings', 'tips'],
  market: ['admin', 'ledger', 'wallet'],
  nft: ['admin', 'ledger', 'settings', 'upload', 'wallet'],
  coinmix: ['admin', 'ledger', 'settings', 'wallet'],
  auction: ['admin', 'ledger', 'nft', 'settings', 'tips', 'upload', 'wallet'],
  content: ['admin'],
  chain: ['admin', 'jobs', 'ledger', 'tips', 'wallet'],
  support: ['account', 'admin', 'tips'],
  push: ['tips'],
  ops: ['chain', 'jobs', 'ledger', 'liabilities', 'wallet'],
};

/** Tests and the domain fixtures beside them use modules together (the staking fixtures run the daily jobs); the table is about the product code. */
const isTestCode = (file: string) => /(\.test|-fixtures)\.ts$/.test(file);

/** A cycle in `graph` as the path that closes it (`a → b → a`), or null. */
function findCycle(graph: Record<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const walk = (node: string, trail: string[]): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    for (const next of graph[node] ?? []) {
      const cycle = walk(next, [...trail, node]);
      if (cycle) return cycle;
    }
    state.set(node, 'done');
    return null;
  };
  for (const node of Object.keys(graph)) {
    const cycle = walk(node, []);
    if (cycle) return cycle;
  }
  return null;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*from\s+'([^']+)'/g)].map((m) => m[1] ?? '');
}

describe('dependency direction', () => {
  it('platform code never imports a domain module (schema.ts composes the modules’ table types)', () => {
    const offenders = sourceFiles(path.join(src, 'platform'))
      .filter((file) => !file.endsWith(path.join('db', 'schema.ts')) && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(path.join(src, 'modules')))
          .map((spec) => `${path.relative(src, file)} → ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it('domain modules never import the app wiring or the command line', () => {
    const offenders = sourceFiles(path.join(src, 'modules')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => {
          const target = path.resolve(path.dirname(file), spec);
          return (
            spec.startsWith('.') &&
            (target === path.join(src, 'app') || target === path.join(src, 'app-platform') || target.startsWith(path.join(src, 'cli')))
          );
        })
        .map((spec) => `${path.relative(src, file)} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps test helpers in the one kit under apps/server/test: beside a module only *-fixtures.ts, and no source imports the kit', () => {
    const kit = path.resolve(src, '../test');
    const helpers = sourceFiles(src)
      .filter((file) => /test-(kit|support|helpers?)\.ts$/.test(file))
      .map((file) => path.relative(src, file));
    expect(helpers).toEqual([]);
    const offenders = sourceFiles(src)
      .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('-fixtures.ts'))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(kit))
          .map((spec) => `${path.relative(src, file)} → ${spec}`),
      );
    expect(offenders).toEqual([]);
  });
});

/** Where SQL may be built: repositories, the ledger, the platform, migrations, fixtures and the demo data. */
function mayBuildSql(relative: string): boolean {
  return /(-repository|-fixtures|-demo)\.ts$|^(modules\/ledger|platform|demo)\//.test(relative);
}

describe('SQL lives in repositories', () => {
  it('builds no query outside a repository', () => {
    const building = sourceFiles(src)
      .filter((file) => !file.endsWith('.test.ts'))
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .filter((relative) => !mayBuildSql(relative))
      .filter((relative) => /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/.test(readFileSync(path.join(src, relative), 'utf8')));
    expect(building).toEqual([]);
  });

  it('tells a repository from a service', () => {
    expect(mayBuildSql('modules/push/push-repository.ts')).toBe(true);
    expect(mayBuildSql('modules/ledger/ledger.ts')).toBe(true);
    expect(mayBuildSql('platform/db/migrations/0035-upload-quota.ts')).toBe(true);
    expect(mayBuildSql('modules/push/push-service.ts')).toBe(false);
    expect(mayBuildSql('modules/wallet/transfer-service.ts')).toBe(false);
  });
});

describe('module directions', () => {
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('names every module in the table, and only modules', () => {
    expect(Object.keys(ALLOWED).sort()).toEqual([...modules].sort());
  });

  it('has no cycle between modules', () => {
    expect(findCycle(ALLOWED)).toBeNull();
  });

  it('finds a cycle, however long', () => {
    expect(findCycle({ a: ['b'], b: ['c'], c: [] })).toBeNull();
    expect(findCycle({ a: ['b'], b: ['a'] })).toEqual(['a', 'b', 'a']);
    expect(findCycle({ x: ['a'], a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
  });

  it('lets a module import only the modules the table allows it', () => {
    const offenders = modules.flatMap((name) =>
      sourceFiles(path.join(modulesDir, name))
        .filter((file) => !isTestCode(file))
        .flatMap((file) =>
          importsOf(file)
            .filter((spec) => spec.startsWith('.'))
            .map((spec) => path.relative(modulesDir, path.resolve(path.dirname(file), spec)).split(path.sep))
            .filter(([target, ...rest]) => rest.length > 0 && target !== '..' && target !== name && !ALLOWED[name]?.includes(target ?? ''))
            .map(([target]) => `${path.relative(src, file)} → ${target}`),
        ),
    );
    expect(offenders).toEqual([]);
  });
});

const repoRoot = path.resolve(src, '../../..');
const MAX_LINES = 500;

/** Message catalogues (the apps' translations, the server's texts): one line a message, as long as the product says. */
const isMessageCatalogue = (relative: string) => /\/i18n\/locales\/|-(messages|texts)\.ts$/.test(relative);

/**
 * Files over the limit that are still to be split: the list only shrinks. A listed file that comes
 * under the limit leaves it, and no other file may join it.
 */
const LONG_FILES = ['apps/server/src/modules/account/account.db.test.ts', 'apps/server/src/modules/coinmix/coinmix.db.test.ts'];

/** Every .ts and .tsx file under `dir`, tests included (build output, dependencies and dot-folders aside), relative to the repository. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.') ? [] : codeFiles(full);
    return /\.tsx?$/.test(entry.name) ? [path.relative(repoRoot, full).split(path.sep).join('/')] : [];
  });
}

function lineCount(relative: string): number {
  const text = readFileSync(path.join(repoRoot, relative), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file size', () => {
  it(`keeps every source file under apps/ and packages/ at ${MAX_LINES} lines or fewer, message catalogues aside`, () => {
    const long = ['apps', 'packages']
      .flatMap((dir) => codeFiles(path.join(repoRoot, dir)))
      .filter((relative) => !isMessageCatalogue(relative))
      .filter((relative) => lineCount(relative) > MAX_LINES);
    expect(long.filter((file) => !LONG_FILES.includes(file))).toEqual([]);
    expect(LONG_FILES.filter((file) => !long.includes(file))).toEqual([]);
  });

  it('tells a message catalogue from code', () => {
    expect(isMessageCatalogue('apps/web/src/i18n/locales/zh-hans-member.ts')).toBe(true);
    expect(isMessageCatalogue('apps/admin/src/i18n/locales/en.ts')).toBe(true);
    expect(isMessageCatalogue('apps/server/src/modules/auction/auction-messages.ts')).toBe(true);
    expect(isMessageCatalogue('apps/server/src/modules/auction/auction-lots.ts')).toBe(false);
    expect(isMessageCatalogue('apps/web/src/i18n/i18n.ts')).toBe(false);
  });
});

/**
 * Where a module's source leaves the one shape of a money action (`readonly name = moneyAction<…>({ plan, execute })`):
 * a class that implements `MoneyAction`, anything typed as one (a field, a getter, a public method,
 * a constant), and a private helper building the spec of near-identical actions (`#name(…): MoneyAction<…>`)
 * whose result is not passed to `moneyAction(this.#name(…))`.
 */
function offShapeActions(text: string): string[] {
  const lines = text.split('\n');
  const helper = /^\s*#(\w+)\(.*\)\s*:\s*MoneyAction</;
  const helpers = lines.flatMap((line) => helper.exec(line)?.[1] ?? []);
  return [
    ...lines.filter((line) => /\bimplements\s+MoneyAction\b/.test(line) || (/\bMoneyAction\s*</.test(line) && !helper.test(line))),
    ...helpers.filter((name) => !text.includes(`moneyAction(this.#${name}(`)).map((name) => `#${name}: not built by moneyAction`),
  ].map((line) => line.trim());
}

describe('money actions', () => {
  it('declares every money action of a module as a field built by moneyAction(…)', () => {
    const offenders = sourceFiles(modulesDir)
      .filter((file) => !isTestCode(file))
      .flatMap((file) => offShapeActions(readFileSync(file, 'utf8')).map((line) => `${path.relative(src, file)}: ${line}`));
    expect(offenders).toEqual([]);
  });

  it('tells the one shape from the others', () => {
    const one = `readonly open = moneyAction<MemberActor, OpenInput, OpenPlan, OpenData>({
      plan: (actor, input) => this.#planOpen(actor, input),
      execute: (trx, plan) => this.#executeOpen(trx, plan),
    });
    readonly buy = moneyAction(this.#trade('buy'));
    #trade(side: MarketSide): MoneyAction<MemberActor, TradeInput, TradePlan, TradeAnswer> {`;
    expect(offShapeActions(one)).toEqual([]);
    expect(offShapeActions('export class BoxService implements MoneyAction<MemberActor, I, P, R> {')).toHaveLength(1);
    expect(offShapeActions('readonly bid: MoneyAction<MemberActor, BidInput, BidPlan, BidData>;')).toHaveLength(1);
    expect(offShapeActions('readonly custody: MoneyAction<\n  OperatorActor,')).toHaveLength(1);
    expect(offShapeActions('get withdraw(): MoneyAction<MemberActor, I, P, R> {')).toHaveLength(1);
    expect(offShapeActions('requestFrom(wallet: WithdrawWallet): MoneyAction<MemberActor, I, P, R> {')).toHaveLength(1);
    expect(offShapeActions('readonly buy = this.#trade(side);\n#trade(side: MarketSide): MoneyAction<A, I, P, R> {')).toEqual([
      '#trade: not built by moneyAction',
    ]);
  });
});
