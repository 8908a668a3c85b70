import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBinary } from './backup';

// Where the backup commands find pg_dump and pg_restore: PATH first, then the newest Debian
// /usr/lib/postgresql/<version>/bin, else a message that says what to install.

const dir = mkdtempSync(path.join(os.tmpdir(), 'mcc-pgbin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function binary(folder: string, name: string): string {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, name);
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, 0o755);
  return file;
}

describe('finding the PostgreSQL client', () => {
  it('takes the one on PATH first', () => {
    const onPath = binary(path.join(dir, 'path-bin'), 'pg_dump');
    binary(path.join(dir, 'lib1', '15', 'bin'), 'pg_dump');
    expect(findPostgresBinary('pg_dump', { PATH: `${path.join(dir, 'nowhere')}:${path.dirname(onPath)}` }, path.join(dir, 'lib1'))).toBe(
      onPath,
    );
  });

  it('else the newest version under the Debian folder', () => {
    const root = path.join(dir, 'lib2');
    binary(path.join(root, '9', 'bin'), 'pg_restore');
    const newest = binary(path.join(root, '15', 'bin'), 'pg_restore');
    mkdirSync(path.join(root, '17', 'bin'), { recursive: true });
    expect(findPostgresBinary('pg_restore', { PATH: '' }, root)).toBe(newest);
  });

  it('says what to install when there is none', () => {
    expect(() => findPostgresBinary('pg_dump', { PATH: path.join(dir, 'empty') }, path.join(dir, 'no-lib'))).toThrow(
      /pg_dump was not found on PATH or under \/usr\/lib\/postgresql\/\*\/bin: install the PostgreSQL client/,
    );
  });
});
