import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { ReasonField } from '../../components/reason-field';

/**
 * Turning down a request under review (a recharge, a withdrawal, an adjustment): the reason is
 * required and kept (trimmed) with the decision; `done` is said once the server has it.
 */
export function RejectDialog({
  id,
  title,
  summary,
  okText,
  done,
  reject,
  onClose,
}: {
  id: number;
  title: string;
  summary: ReactNode;
  /** The OK button's text; "Reject" unless given. */
  okText?: string;
  done: string;
  reject: { mutateAsync: (body: { id: number; reason: string }) => Promise<unknown> };
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return (
    <FormModal<{ reason: string }>
      open
      onClose={onClose}
      title={title}
      summary={summary}
      okText={okText ?? t('finance.reject')}
      danger
      onSubmit={async ({ reason }) => {
        await reject.mutateAsync({ id, reason: reason.trim() });
        message.success(done);
      }}
    >
      <ReasonField label={t('finance.reason')} />
    </FormModal>
  );
}

/** The button of a review row that opens its RejectDialog. */
export function RejectButton({ onClick, disabled, testId }: { onClick: () => void; disabled?: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Button size="small" danger disabled={disabled} onClick={onClick} data-testid={testId}>
      {t('finance.reject')}
    </Button>
  );
}
