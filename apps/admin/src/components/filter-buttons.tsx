import { Button } from 'antd';
import { t } from '../i18n/i18n';

/**
 * The two buttons that end a list's filter bar, whose filters are typed into `draft` first: Filter
 * applies the draft, Clear empties it (`blank`) and applies that, showing the whole list. Test ids
 * `testId`-filter and `testId`-clear.
 */
export function FilterButtons<F>({
  testId,
  draft,
  blank,
  setDraft,
  apply,
}: {
  testId: string;
  draft: F;
  blank: NoInfer<F>;
  setDraft: (filters: F) => void;
  apply: (filters: F) => void;
}) {
  return (
    <>
      <Button type="primary" onClick={() => apply(draft)} data-testid={`${testId}-filter`}>
        {t('common.filter')}
      </Button>
      <Button
        onClick={() => {
          setDraft(blank);
          apply(blank);
        }}
        data-testid={`${testId}-clear`}
      >
        {t('common.clear')}
      </Button>
    </>
  );
}
