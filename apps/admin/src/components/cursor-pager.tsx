import { Button, Space } from 'antd';
import { t } from '../i18n/i18n';

/**
 * Newer / older for a list paged by cursor: `trail` holds the cursors of the pages before this one
 * (undefined for the newest), so "newer" steps back through them; "newest" starts over.
 */
export function CursorPager({
  current,
  trail,
  next,
  onMove,
  testId = 'journal',
}: {
  /** This page's cursor; undefined on the newest page. */
  current: number | undefined;
  trail: (number | undefined)[];
  next: number | null | undefined;
  onMove: (before: number | undefined, trail: (number | undefined)[]) => void;
  /** The first part of the pager's test ids (journal: journal-older and the rest). */
  testId?: string;
}) {
  const newest = current === undefined;
  return (
    <Space style={{ marginTop: 16, display: 'flex', justifyContent: 'flex-end' }} data-testid={`${testId}-cursor-pager`}>
      <Button disabled={newest} onClick={() => onMove(undefined, [])} data-testid={`${testId}-newest`}>
        {t('journal.newest')}
      </Button>
      <Button disabled={newest} onClick={() => onMove(trail.at(-1), trail.slice(0, -1))} data-testid={`${testId}-newer`}>
        {t('journal.newer')}
      </Button>
      <Button disabled={!next} onClick={() => next && onMove(next, [...trail, current])} data-testid={`${testId}-older`}>
        {t('journal.older')}
      </Button>
    </Space>
  );
}
