import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Both apps ship the same icon from their public folder: /favicon.ico and /admin/favicon.ico.
const apps = ['web', 'admin'].map((name) => path.resolve(import.meta.dirname, '../..', name));

describe('the icon', () => {
  it.each(apps)('is a real .ico (16, 32 and 48 px) in %s/public, and its page names it', (app) => {
    const ico = readFileSync(path.join(app, 'public/favicon.ico'));
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
    expect(readFileSync(path.join(app, 'index.html'), 'utf8')).toContain('<link rel="icon" href="/favicon.ico"');
  });
});
