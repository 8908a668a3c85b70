import { nftApi } from '@mcc/contract/nft';
import { noticeApi } from '@mcc/contract/notice';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToastView, type ToastViewOptions } from '../../runtime/toast';
import { beforeQuery, endpointBeforeQuery, endpointNumberedQuery, nextBefore, nextPage, numberedQuery } from './paged-query';

describe('paged lists', () => {
  it('go on below next_before while there is more', () => {
    expect(nextBefore({ has_more: true, next_before: 41 })).toBe(41);
    expect(nextBefore({ has_more: false, next_before: 41 })).toBeUndefined();
    expect(nextBefore({ has_more: true, next_before: null })).toBeUndefined();
  });

  it('go on to the next page number while there is more', () => {
    expect(nextPage({ has_more: true, page: 2 })).toBe(3);
    expect(nextPage({ has_more: false, page: 2 })).toBeUndefined();
  });

  it('ask first for the newest (no before) and then below the last key', async () => {
    const asked: (number | undefined)[] = [];
    const options = beforeQuery(['x'], async (before) => {
      asked.push(before);
      return { has_more: true, next_before: 7, list: [] };
    });
    expect(options.initialPageParam).toBe(0);
    const call = options.queryFn as unknown as (context: { pageParam: number }) => Promise<unknown>;
    await call({ pageParam: options.initialPageParam });
    await call({ pageParam: 7 });
    expect(asked).toEqual([undefined, 7]);
  });

  it('by page number start at page 1', () => {
    expect(numberedQuery(['x'], async (page) => ({ has_more: false, page })).initialPageParam).toBe(1);
  });

  describe('from an endpoint', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('asks for the page below before with the rest of its input, without a loading toast', async () => {
      const shown: (ToastViewOptions | 'clear')[] = [];
      setToastView({ show: (o) => shown.push(o), clear: () => shown.push('clear') });
      const page = { list: [], has_more: false, next_before: null };
      const fetchMock = vi.fn(
        async (_url: string) => new Response(JSON.stringify({ code: 1, msg: '', time: 1, data: page }), { status: 200 }),
      );
      vi.stubGlobal('fetch', fetchMock);
      const options = endpointBeforeQuery(['x'], nftApi.draws, { kind: 'box' });
      const read = options.queryFn as unknown as (context: { pageParam: number }) => Promise<unknown>;
      expect(await read({ pageParam: 7 })).toEqual(page);
      expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/nft\/[^?]*\?before=7&kind=box$/);
      expect(shown).toEqual([]);
    });

    it('by page number ask for the page alone', async () => {
      const page = { list: [], has_more: false, page: 2 };
      const fetchMock = vi.fn(
        async (_url: string) => new Response(JSON.stringify({ code: 1, msg: '', time: 1, data: page }), { status: 200 }),
      );
      vi.stubGlobal('fetch', fetchMock);
      const options = endpointNumberedQuery(['x'], noticeApi.list);
      const read = options.queryFn as unknown as (context: { pageParam: number }) => Promise<unknown>;
      expect(await read({ pageParam: 2 })).toEqual(page);
      expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\?page=2$/);
    });
  });
});
