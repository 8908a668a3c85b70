import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { byTestId, render } from '../../test-render';
import { Button, buttonClass } from './button';
import { KeyValue } from './key-value';

const src = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('Button and KeyValue', () => {
  it('compose the app classes the journeys and the stylesheet know', async () => {
    expect(buttonClass({})).toBe('btn');
    expect(buttonClass({ variant: 'primary', small: true, block: true })).toBe('btn btn-primary btn-small btn-block');
    const root = await render(
      <>
        <Button variant="ghost" data-testid="b">
          Go
        </Button>
        <KeyValue label="Fee" value="1.00 USDT" strong testId="row" valueTestId="value" />
      </>,
    );
    expect(byTestId(root, 'b').className).toBe('btn btn-ghost');
    expect(byTestId(root, 'b').getAttribute('type')).toBe('button');
    expect(byTestId(root, 'row').className).toBe('kv kv-strong');
    expect(byTestId(root, 'value').textContent).toBe('1.00 USDT');
  });

  it('are the only places that write the btn and kv classes by hand', () => {
    const own = ['button.tsx', 'key-value.tsx'].map((name) => path.join(src, 'shared', 'ui', name));
    const found = sourceFiles(src)
      .filter((file) => !own.includes(file))
      .filter((file) => /className=["'{`]+(btn|kv)\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(found).toEqual([]);
  });
});
