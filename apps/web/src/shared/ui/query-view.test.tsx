import type { UseQueryResult } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { RequestError } from '../../runtime/request';
import { byTestId, render } from '../../test-render';
import { queryView, recordView } from './query-view';

/** The parts of a query's state the views read. */
function query<T>(state: { isPending?: boolean; isError?: boolean; error?: Error | null; data?: T }, refetch = vi.fn()) {
  return {
    isPending: false,
    isError: false,
    error: null,
    data: undefined,
    refetch,
    ...state,
  } as unknown as UseQueryResult<T>;
}

const notFound = { notFound: { text: 'no such lot', action: { label: 'back', to: '/' } }, skeletonRows: 2 };

describe('a page of one read', () => {
  it('shows what it is given while loading, a retry when the read fails, then the data', async () => {
    const loading = queryView(query({ isPending: true }), <p data-testid="waiting">…</p>);
    expect(loading.ready).toBe(false);
    if (!loading.ready) expect(byTestId(await render(loading.view), 'waiting')).toBeTruthy();

    const refetch = vi.fn();
    const failed = queryView(query({ isError: true, error: new Error('down') }, refetch), null);
    expect(failed.ready).toBe(false);
    if (!failed.ready) {
      const view = await render(failed.view);
      await act(async () => byTestId(view, 'load-error').querySelector('button')?.click());
      expect(refetch).toHaveBeenCalledOnce();
    }

    expect(queryView(query({ data: { id: 7 } }), null)).toEqual({ ready: true, data: { id: 7 } });
  });
});

describe('a page of one record', () => {
  it('says not found for an id that is no record number, before reading', async () => {
    const shown = recordView(null, query({ isPending: true }), notFound);
    expect(shown.ready).toBe(false);
    if (!shown.ready) expect(byTestId(await render(shown.view), 'empty-state').textContent).toContain('no such lot');
  });

  it('says not found when the server refuses the id, and offers a retry for any other failure', async () => {
    const refused = recordView(3, query({ isError: true, error: new RequestError(0, 'gone') }), notFound);
    if (refused.ready) throw new Error('a refused record is not ready');
    expect(byTestId(await render(refused.view), 'empty-state').textContent).toContain('no such lot');

    const failed = recordView(3, query({ isError: true, error: new RequestError(-1, 'network') }), notFound);
    if (failed.ready) throw new Error('a failed record is not ready');
    const view = await render(failed.view);
    expect(byTestId(view, 'load-error')).toBeTruthy();
    expect(view.querySelector('[data-testid="empty-state"]')).toBeNull();
  });

  it('shows skeleton rows while loading, then the record', async () => {
    const loading = recordView(3, query({ isPending: true }), notFound);
    if (loading.ready) throw new Error('a loading record is not ready');
    expect(byTestId(await render(loading.view), 'skeleton').querySelectorAll('.skeleton-row')).toHaveLength(2);
    expect(recordView(3, query({ data: 'lot 3' }), notFound)).toEqual({ ready: true, data: 'lot 3' });
  });
});
