import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { HandlersRunning } from './handlers-running';

describe('handlers at work when the server closes', () => {
  it('the close waits for a handler still at work, which finds the database open', async () => {
    const t = await createTestApp();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // As a money POST whose client has gone: its work after the commit still reads the database.
    const work = t.app.platform.handlers.track(async () => {
      await gate;
      return t.database.db.selectFrom('users').select('id').execute();
    });
    let closed = false;
    const closing = t.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    release();
    await expect(work).resolves.toBeInstanceOf(Array);
    await closing;
    expect(closed).toBe(true);
  });

  it('gives up waiting after its time, and counts a handler that failed as done', async () => {
    const handlers = new HandlersRunning();
    const never = handlers.track(() => new Promise<void>(() => undefined));
    expect(handlers.count).toBe(1);
    await handlers.idle(20);
    await expect(handlers.track(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(handlers.count).toBe(1);
    void never;
  });
});
