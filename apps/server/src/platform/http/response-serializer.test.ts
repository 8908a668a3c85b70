import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fundApi } from '@mcc/contract/fund';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponse, responseSerializerCompiler } from './response-serializer';

const serializerFor = (schema: z.ZodType, check: boolean) =>
  responseSerializerCompiler(check)({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

const balanceAnswer = {
  code: 1,
  msg: '',
  time: 1_790_000_000,
  data: { USDT: { available: '12.50', locked: '3', purposes: { staking: '3' } }, MCC: { available: '0', locked: '0', purposes: {} } },
};

describe('the compiled response serializer', () => {
  it('writes what zod writes for a record of balances, leaving out what the schema does not name', () => {
    const serialize = serializerFor(fundApi.balance.response, true);
    const text = serialize({ ...balanceAnswer, data: { ...balanceAnswer.data, USDT: { ...balanceAnswer.data.USDT, secret: 'x' } } });
    expect(JSON.parse(text)).toEqual(balanceAnswer);
  });

  it('writes unions and nulls as zod does', () => {
    const schema = z.object({
      code: z.number().int(),
      data: z.union([z.null(), z.object({ id: z.string(), note: z.string().nullable() })]),
    });
    for (const check of [true, false]) {
      const serialize = serializerFor(schema, check);
      expect(JSON.parse(serialize({ code: 1, data: null }))).toEqual({ code: 1, data: null });
      expect(JSON.parse(serialize({ code: 1, data: { id: '7', note: null } }))).toEqual({ code: 1, data: { id: '7', note: null } });
    }
  });

  it('with the check on, refuses an answer that breaks its schema; without it, the compiled text is sent unchecked', () => {
    const broken = { ...balanceAnswer, data: { USDT: { available: 12, locked: '0', purposes: {} } } };
    expect(() => serializerFor(fundApi.balance.response, true)(broken)).toThrow(/Response doesn't match the schema/);
    // Unchecked, fast-json-stringify writes the number as the string its schema asks for: proof the compiled path served it.
    expect(JSON.parse(serializerFor(fundApi.balance.response, false)(broken)).data.USDT.available).toBe('12');
  });

  it('compiles the response schema of every call in the contract', async () => {
    const dir = path.resolve(import.meta.dirname, '../../../../../packages/contract/src');
    const notCompiled: string[] = [];
    let endpoints = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const module: Record<string, unknown> = await import(path.join(dir, file));
      for (const api of Object.values(module)) {
        if (!api || typeof api !== 'object') continue;
        for (const endpoint of Object.values(api as Record<string, { path?: unknown; response?: z.ZodType }>)) {
          if (typeof endpoint?.path !== 'string' || !endpoint.response) continue;
          endpoints++;
          if (!compileResponse(endpoint.response)) notCompiled.push(endpoint.path);
        }
      }
    }
    expect(endpoints).toBeGreaterThan(200);
    expect(notCompiled).toEqual([]);
  });
});
