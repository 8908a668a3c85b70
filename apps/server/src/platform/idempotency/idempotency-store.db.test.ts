import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/test-app';
import { Refusal } from '../http/refusal';
import { IdempotencyStore } from './idempotency-store';

const t = useTestDatabase();
let store: IdempotencyStore;
const text = { 'zh-Hans': '不行', en: 'No', ja: 'だめ', 'zh-Hant': '不行' };

beforeAll(async () => {
  store = new IdempotencyStore(t.database.db, t.clock);
});

describe('the Idempotency-Key store', () => {
  it('runs an effect once per scope and key and replays its result', async () => {
    let runs = 0;
    const work = (key: string, scope = 'member:1') => ({
      scope,
      key,
      fingerprint: 'f',
      effect: async () => {
        runs += 1;
        return { n: runs };
      },
    });
    expect(await store.run(work('a'))).toEqual({ data: { n: 1 }, replayed: false });
    expect(await store.run(work('a'))).toEqual({ data: { n: 1 }, replayed: true });
    expect(await store.run(work('a', 'member:2'))).toEqual({ data: { n: 2 }, replayed: false });
    expect(runs).toBe(2);
  });

  it('keeps a refusal as the outcome, before or inside the transaction', async () => {
    let prepared = 0;
    const refused = {
      scope: 'member:1',
      key: 'r1',
      fingerprint: 'f',
      prepare: async () => {
        prepared += 1;
        throw new Refusal(text);
      },
      effect: async () => 1,
    };
    await expect(store.run(refused)).rejects.toThrow('No');
    await expect(store.run({ ...refused, prepare: async () => undefined })).rejects.toThrow('No');
    expect(prepared).toBe(1);
    const inside = {
      scope: 'member:1',
      key: 'r2',
      fingerprint: 'f',
      effect: async () => {
        throw new Refusal(text);
      },
    };
    await expect(store.run(inside)).rejects.toBeInstanceOf(Refusal);
    await expect(store.run({ ...inside, effect: async () => 2 })).rejects.toBeInstanceOf(Refusal);
  });

  it('refuses another fingerprint under a used key', async () => {
    await store.run({ scope: 'member:1', key: 'b', fingerprint: 'one', effect: async () => 1 });
    await expect(store.run({ scope: 'member:1', key: 'b', fingerprint: 'two', effect: async () => 2 })).rejects.toThrow(/Idempotency-Key/);
  });

  it('does not keep the key of an effect that failed for another reason', async () => {
    await expect(
      store.run({
        scope: 'member:1',
        key: 'c',
        fingerprint: 'f',
        effect: async () => {
          throw new Error('boom');
        },
      }),
    ).rejects.toThrow('boom');
    expect(await store.run({ scope: 'member:1', key: 'c', fingerprint: 'f', effect: async () => 3 })).toEqual({ data: 3, replayed: false });
  });

  it('forgets keys after 24 hours and purges them', async () => {
    await store.run({ scope: 'member:9', key: 'old', fingerprint: 'f', effect: async () => 1 });
    t.clock.advance(24 * 3600 * 1000);
    expect(await store.purgeExpired()).toBeGreaterThan(0);
    expect(await store.run({ scope: 'member:9', key: 'old', fingerprint: 'g', effect: async () => 2 })).toEqual({
      data: 2,
      replayed: false,
    });
  });
});
