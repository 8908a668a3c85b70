import { Button } from 'antd';
import { t } from '../i18n/i18n';

/**
 * The two buttons that end a list's filter bar: Filter applies the filters typed, Clear empties them
 * and shows the whole list. Test ids `testId`-filter and `testId`-clear.
 */
export function FilterButtons({ testId, onFilter, onClear }: { testId: string; onFilter: () => void; onClear: () => void }) {
  return (
    <>
      <Button type="primary" onClick={onFilter} data-testid={`${testId}-filter`}>
        {t('common.filter')}
      </Button>
      <Button onClick={onClear} data-testid={`${testId}-clear`}>
        {t('common.clear')}
      </Button>
    </>
  );
}
