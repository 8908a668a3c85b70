import { describe, expect, it } from 'vitest';
import { type AttemptStorage, bodyFingerprint, MoneyAttempts, randomKey, STORAGE_PREFIX } from './money-attempts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

/** An error that leaves the outcome unknown, and one that is a definite refusal. */
class Lost extends Error {}
const uncertain = (error: unknown) => error instanceof Lost;
const lost = () => Promise.reject(new Lost('The server cannot be reached'));
const refused = () => Promise.reject(new Error('Already reviewed'));

/** A tab's sessionStorage as a map. */
function memoryStorage(): AttemptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

const attemptsWith = (storage: AttemptStorage | null = null, newKey = counter()) => new MoneyAttempts({ uncertain, newKey, storage });

describe('money attempts and their Idempotency-Key', () => {
  it('makes 32 hex characters of randomness per key', () => {
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomKey()).not.toBe(a);
  });

  it('fingerprints a body whatever the order of its fields', () => {
    expect(bodyFingerprint({ path: '/x', body: { b: '1', a: 2 } })).toBe(bodyFingerprint({ body: { a: 2, b: '1' }, path: '/x' }));
    expect(bodyFingerprint({ a: '1' })).not.toBe(bodyFingerprint({ a: '2' }));
  });

  it('retries the same attempt with the same key after an uncertain failure', async () => {
    const attempts = attemptsWith();
    const body = { asset: 'USDT', to: '100002', amount: '5.00', paypwd: '258036' };
    const sent: string[] = [];
    await expect(
      attempts.run('/api/transfer', body, async (key) => {
        sent.push(key);
        throw new Lost('network error');
      }),
    ).rejects.toThrow();
    expect(attempts.openKey('/api/transfer', body)).toBe('key-1');
    await attempts.run('/api/transfer', { ...body }, async (key) => {
      sent.push(key);
      return { id: 1 };
    });
    expect(sent).toEqual(['key-1', 'key-1']);
    expect(attempts.openKey('/api/transfer', body)).toBeNull();
  });

  it('gives the next confirmation a new key after a success, even with the same body', async () => {
    const attempts = attemptsWith();
    const body = { amount: '5.00' };
    const keys = [await attempts.run('/api/x', body, async (key) => key), await attempts.run('/api/x', body, async (key) => key)];
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it('gives a new key after a refusal, and whenever the body changes', async () => {
    const attempts = attemptsWith();
    const refusedWithKey = (key: string) => Promise.reject(new Error(`refused ${key}`));
    await expect(attempts.run('/api/x', { paypwd: '111111' }, refusedWithKey)).rejects.toThrow('refused key-1');
    await expect(attempts.run('/api/x', { paypwd: '111111' }, refusedWithKey)).rejects.toThrow('refused key-2');
    expect(attempts.keyFor('/api/x', { paypwd: '222222' })).toBe('key-3');
    expect(attempts.keyFor('/api/x', { paypwd: '222222' })).toBe('key-3');
    expect(attempts.keyFor('/api/x', { paypwd: '333333' })).toBe('key-4');
  });

  it('retries the same action with the same key after an uncertain failure, then starts afresh', async () => {
    const attempts = attemptsWith();
    const sent: string[] = [];
    const send = (fail: boolean) => (key: string) => {
      sent.push(key);
      return fail ? lost() : Promise.resolve({ id: 7 });
    };
    await expect(attempts.run('/withdraw/approve', { id: 7 }, send(true))).rejects.toThrow('cannot be reached');
    expect(attempts.openKey('/withdraw/approve', { id: 7 })).toBe('key-1');
    await attempts.run('/withdraw/approve', { id: 7 }, send(false));
    await attempts.run('/withdraw/approve', { id: 7 }, send(false));
    expect(sent).toEqual(['key-1', 'key-1', 'key-2']);
    expect(attempts.openKey('/withdraw/approve', { id: 7 })).toBeNull();
  });

  it('ends the attempt on a refusal, and keeps one open attempt per action', async () => {
    const attempts = attemptsWith();
    await expect(attempts.run('/recharge/confirm', { id: 1 }, lost)).rejects.toThrow();
    await expect(attempts.run('/recharge/confirm', { id: 2 }, refused)).rejects.toThrow('Already reviewed');
    expect(attempts.openKey('/recharge/confirm', { id: 2 })).toBeNull();
    // Another row in between does not cost the first its key.
    expect(attempts.keyFor('/recharge/confirm', { id: 1 })).toBe('key-1');
    expect(attempts.keyFor('/recharge/reject', { id: 1 })).toBe('key-3');
  });
});

describe('money attempts across a reload', () => {
  const path = '/api/withdraw';
  const body = {
    asset: 'USDT',
    address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
    amount: '12.50',
    paypwd: '258036',
    code: '482913',
    totp: '771204',
  };

  it('gives the same body the key the page before left open', async () => {
    const storage = memoryStorage();
    await expect(attemptsWith(storage, counter()).run(path, body, lost)).rejects.toThrow();
    const reloaded = attemptsWith(storage, () => 'fresh');
    expect(reloaded.keyFor(path, { ...body })).toBe('key-1');
    expect(reloaded.keyFor(path, { ...body, amount: '12.60' })).toBe('fresh');
  });

  it('forgets the attempt once a definite answer comes', async () => {
    const storage = memoryStorage();
    await expect(attemptsWith(storage, counter()).run(path, body, lost)).rejects.toThrow();
    const reloaded = attemptsWith(storage, () => 'second');
    await expect(reloaded.run(path, body, async (key) => key)).resolves.toBe('key-1');
    expect(storage.items.size).toBe(0);
    expect(attemptsWith(storage, () => 'third').keyFor(path, body)).toBe('third');
  });

  it('forgets it after a refusal too', async () => {
    const storage = memoryStorage();
    const attempts = attemptsWith(storage, counter());
    await expect(attempts.run(path, body, lost)).rejects.toThrow();
    expect(storage.items.size).toBe(1);
    await expect(attempts.run(path, body, refused)).rejects.toThrow();
    expect(storage.items.size).toBe(0);
  });

  it('never writes a pay password or a code to storage', async () => {
    const storage = memoryStorage();
    await expect(attemptsWith(storage, counter()).run(path, body, lost)).rejects.toThrow();
    const written = [...storage.items].join('\n');
    expect(written).toContain(STORAGE_PREFIX + path);
    expect(written).toContain('key-1');
    expect(written).toContain('12.50');
    for (const secret of [body.paypwd, body.code, body.totp, 'paypwd', 'totp']) expect(written).not.toContain(secret);
  });

  it('keeps working in memory when the storage throws', async () => {
    const throwing: AttemptStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const attempts = attemptsWith(throwing);
    const sent: string[] = [];
    const send = (fail: boolean) => (key: string) => {
      sent.push(key);
      return fail ? lost() : Promise.resolve(key);
    };
    await expect(attempts.run(path, body, send(true))).rejects.toThrow();
    await attempts.run(path, body, send(false));
    await attempts.run(path, body, send(false));
    expect(sent).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('uses no storage where the platform has none', async () => {
    const attempts = new MoneyAttempts({ uncertain, newKey: counter() });
    await expect(attempts.run(path, body, lost)).rejects.toThrow();
    expect(attempts.keyFor(path, body)).toBe('key-1');
  });
});
