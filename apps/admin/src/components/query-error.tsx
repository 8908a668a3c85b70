import { Alert } from 'antd';
import type { CSSProperties } from 'react';

/** A failed call's error as the server said it, in an alert; nothing while the call has not failed. */
export function QueryError({ query, style }: { query: { isError: boolean; error: Error | null }; style?: CSSProperties }) {
  if (!query.isError || !query.error) return null;
  return <Alert type="error" showIcon title={query.error.message} style={style} />;
}
