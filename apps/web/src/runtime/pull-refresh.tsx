import { useQueryClient } from '@tanstack/react-query';
import { PullToRefresh } from 'antd-mobile';
import { type ReactNode, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type AntdPullStatus, PULL_END_ANIMATION_MS, PULL_HEAD_PX, PULL_THRESHOLD_PX, pullReducer } from './pull-state';

const LABELS = {
  idle: '',
  pulling: 'runtime.pullPulling',
  aborting: 'runtime.pullPulling',
  reached: 'runtime.pullReached',
  refreshing: 'runtime.pullRefreshing',
  restoring: 'runtime.pullRestoring',
} as const;

/** Observes antd-mobile's status from inside its head (where antd reports it) and feeds the reducer. */
function StatusProbe({ status, onStatus }: { status: AntdPullStatus; onStatus: (status: AntdPullStatus) => void }) {
  useEffect(() => onStatus(status), [status, onStatus]);
  return null;
}

/** Pull-to-refresh that re-fetches every query of the current page. */
export default function PullRefresh({ threshold = PULL_THRESHOLD_PX, children }: { threshold?: number; children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(pullReducer, 'idle');
  const fingerDown = useRef(false);
  const onStatus = useRef((status: AntdPullStatus) => dispatch({ type: 'status', status, fingerDown: fingerDown.current })).current;

  useEffect(() => {
    if (state !== 'aborting') return;
    const timer = setTimeout(() => dispatch({ type: 'settled' }), PULL_END_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <div
      className="pull-refresh"
      data-pull-state={state}
      onTouchStart={() => {
        fingerDown.current = true;
      }}
      onTouchEnd={() => {
        fingerDown.current = false;
        dispatch({ type: 'release' });
      }}
      onTouchCancel={() => {
        fingerDown.current = false;
        dispatch({ type: 'release' });
      }}
    >
      <PullToRefresh
        threshold={threshold}
        headHeight={PULL_HEAD_PX}
        completeDelay={PULL_END_ANIMATION_MS}
        onRefresh={() => queryClient.refetchQueries({ type: 'active' })}
        renderText={(status) => (
          <>
            <StatusProbe status={status} onStatus={onStatus} />
            <span className="pull-label">{t(LABELS[state === 'idle' ? 'pulling' : state])}</span>
          </>
        )}
      >
        {children}
      </PullToRefresh>
    </div>
  );
}
