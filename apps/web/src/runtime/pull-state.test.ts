import { describe, expect, it } from 'vitest';
import { type AntdPullStatus, type PullEvent, type PullState, pullReducer } from './pull-state';

const run = (events: PullEvent[], from: PullState = 'idle') => {
  const seen: PullState[] = [];
  let state = from;
  for (const event of events) {
    state = pullReducer(state, event);
    seen.push(state);
  }
  return seen;
};
const fingerDown = (status: AntdPullStatus): PullEvent => ({ type: 'status', status, fingerDown: true });
const fingerUp = (status: AntdPullStatus): PullEvent => ({ type: 'status', status, fingerDown: false });
const release: PullEvent = { type: 'release' };
const settled: PullEvent = { type: 'settled' };

describe('pull-to-refresh states', () => {
  it('pulling → reached → refreshing → restoring → idle on a full pull', () => {
    expect(
      run([fingerDown('pulling'), fingerDown('canRelease'), release, fingerUp('refreshing'), fingerUp('complete'), fingerUp('pulling')]),
    ).toEqual(['pulling', 'reached', 'reached', 'refreshing', 'restoring', 'idle']);
  });

  it('pulling → aborting → idle when released under the threshold', () => {
    expect(run([fingerDown('pulling'), release, settled])).toEqual(['pulling', 'aborting', 'idle']);
  });

  it('going back under the threshold before release returns to pulling, then aborts', () => {
    expect(run([fingerDown('canRelease'), fingerDown('pulling'), release])).toEqual(['reached', 'pulling', 'aborting']);
  });

  it('ignores release and settle while refreshing', () => {
    expect(run([release, settled], 'refreshing')).toEqual(['refreshing', 'refreshing']);
  });

  it('settles the restore', () => {
    expect(run([settled], 'restoring')).toEqual(['idle']);
  });
});
