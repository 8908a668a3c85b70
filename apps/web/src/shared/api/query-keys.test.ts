import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryRoots } from './query-keys';

const src = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Query keys written as literals: `queryKey: ['…` or a root's name opening an array (`['wallet'`). */
function literalKeys(text: string): string[] {
  const roots = Object.values(queryRoots).map(([name]) => name);
  const found = [...text.matchAll(/queryKey:\s*\[\s*'[^']*'/g)].map((m) => m[0]);
  for (const root of roots) found.push(...[...text.matchAll(new RegExp(`\\[\\s*'${root}'`, 'g'))].map((m) => m[0]));
  return found;
}

describe('query keys', () => {
  it('start at a root of shared/api/query-keys.ts, never at a string of their own', () => {
    const found = sourceFiles(src)
      .filter((file) => !file.endsWith(path.join('shared', 'api', 'query-keys.ts')))
      .flatMap((file) => literalKeys(readFileSync(file, 'utf8')).map((key) => `${path.relative(src, file)}: ${key}`));
    expect(found).toEqual([]);
  });

  it('catches a literal key and a root written by hand', () => {
    expect(literalKeys("invalidateQueries({ queryKey: ['wallet'] })")).toEqual(["queryKey: ['wallet'", "['wallet'"]);
    expect(literalKeys("const k = ['pledge', 'notice-banner'] as const;")).toEqual(["['pledge'"]);
    expect(literalKeys('invalidateQueries({ queryKey: queryRoots.wallet })')).toEqual([]);
  });
});
