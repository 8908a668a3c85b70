import type { CSSProperties } from 'react';

const SHEET_BODY: CSSProperties = { borderTopLeftRadius: '1rem', borderTopRightRadius: '1rem', background: 'var(--surface)' };

/** The body of a bottom sheet (antd-mobile Popup's `bodyStyle`): rounded top on the surface colour; with `maxHeight` it scrolls inside. */
export function sheetBodyStyle(maxHeight?: string): CSSProperties {
  return maxHeight ? { ...SHEET_BODY, maxHeight, overflowY: 'auto' } : SHEET_BODY;
}
