import { describe, expect, it } from 'vitest';
import type { z as realZod } from 'zod';
import { z as inert } from './browser-zod';

// The contract's modules are written against the real zod; the stub must take the same calls.
const z = inert as unknown as typeof realZod;

describe('zod as the browser bundles see it', () => {
  it('accepts any chain of schema builders and builds nothing', () => {
    const body = z.strictObject({ amount: z.string().trim().min(1), id: z.coerce.number().int() }).extend({ paypwd: z.string() });
    expect(typeof body).toBe('function');
    expect(body.shape.amount).toBe(body as unknown);
  });

  it('refuses to run a schema', () => {
    expect(() => z.string().parse('1')).toThrow(/do not run in the browser/);
    expect(() => z.object({}).safeParse({})).toThrow(/do not run in the browser/);
  });
});
