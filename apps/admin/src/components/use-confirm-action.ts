import { App } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { errorText } from '../lib/api';

export interface ConfirmActionOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  danger?: boolean;
  /** Shown after the action succeeded. */
  success: string;
  action: () => Promise<unknown>;
}

/**
 * Every console action goes through a confirmation: the operator sees what will happen, confirms,
 * and then sees either the success note or the server's own message.
 */
export function useConfirmAction(): (options: ConfirmActionOptions) => void {
  const { modal, message } = App.useApp();
  return ({ title, content, okText, danger, success, action }) => {
    modal.confirm({
      title,
      content,
      width: 480,
      okText: okText ?? t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger, 'data-testid': 'confirm-ok' },
      onOk: async () => {
        try {
          await action();
          message.success(success);
        } catch (error) {
          message.error(errorText(error));
        }
      },
    });
  };
}
