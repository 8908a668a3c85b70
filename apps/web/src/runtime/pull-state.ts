// The seed's pull-to-refresh states over antd-mobile's PullToRefresh, whose own statuses are
// pulling / canRelease / refreshing / complete and which does not tell an abort from rest.

export type PullState = 'idle' | 'pulling' | 'reached' | 'refreshing' | 'aborting' | 'restoring';
export type AntdPullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

export const PULL_THRESHOLD_PX = 45;
/**
 * The head's height (antd-mobile's default, 40 px). Given, not left to antd: its default is measured
 * from the page on every render (two elements added to the body and a forced layout of the page).
 */
export const PULL_HEAD_PX = 40;
/** How long the head takes to spring back (the seed's ~300 ms end animation). */
export const PULL_END_ANIMATION_MS = 300;

export type PullEvent =
  | { type: 'status'; status: AntdPullStatus; fingerDown: boolean }
  | { type: 'release' }
  /** the end animation finished */
  | { type: 'settled' };

export function pullReducer(state: PullState, event: PullEvent): PullState {
  switch (event.type) {
    case 'status':
      switch (event.status) {
        case 'canRelease':
          return 'reached';
        case 'refreshing':
          return 'refreshing';
        case 'complete':
          return 'restoring';
        case 'pulling':
          if (state === 'restoring') return 'idle';
          if (event.fingerDown) return 'pulling';
          return state === 'pulling' || state === 'reached' ? 'aborting' : state;
      }
      return state;
    case 'release':
      return state === 'pulling' ? 'aborting' : state;
    case 'settled':
      return state === 'aborting' || state === 'restoring' ? 'idle' : state;
  }
}
