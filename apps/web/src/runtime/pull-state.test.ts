import { describe, expect, it } from 'vitest';
import { type PullEvent, type PullState, pullReducer } from './pull-state';

const run = (events: PullEvent[], from: PullState = 'idle') => {
  const seen: PullState[] = [];
  let state = from;
  for (const event of events) {
    state = pullReducer(state, event);
    seen.push(state);
  }
  return seen;
};

describe('pull-to-refresh states', () => {
  it('pulling → reached → refreshing → restoring → idle on a full pull', () => {
    expect(
      run([
        { type: 'status', status: 'pulling', fingerDown: true },
        { type: 'status', status: 'canRelease', fingerDown: true },
        { type: 'release' },
        { type: 'status', status: 'refreshing', fingerDown: false },
        { type: 'status', status: 'complete', fingerDown: false },
        { type: 'status', status: 'pulling', fingerDown: false },
      ]),
    ).toEqual(['pulling', 'reached', 'reached', 'refreshing', 'restoring', 'idle']);
  });

  it('pulling → aborting → idle when released under the threshold', () => {
    expect(run([{ type: 'status', status: 'pulling', fingerDown: true }, { type: 'release' }, { type: 'settled' }])).toEqual([
      'pulling',
      'aborting',
      'idle',
    ]);
  });

  it('going back under the threshold before release returns to pulling, then aborts', () => {
    expect(
      run([
        { type: 'status', status: 'canRelease', fingerDown: true },
        { type: 'status', status: 'pulling', fingerDown: true },
        { type: 'release' },
      ]),
    ).toEqual(['reached', 'pulling', 'aborting']);
  });

  it('ignores release and settle while refreshing', () => {
    expect(run([{ type: 'release' }, { type: 'settled' }], 'refreshing')).toEqual(['refreshing', 'refreshing']);
  });

  it('settles the restore', () => {
    expect(run([{ type: 'settled' }], 'restoring')).toEqual(['idle']);
  });
});
