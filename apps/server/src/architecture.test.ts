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
          return spec.startsWith('.') && (target === path.join(src, 'app') || target.startsWith(path.join(src, 'cli')));
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
