import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { ReasonField } from '../../components/reason-field';
import { memberWho } from '../../lib/format';
import { useSetMemberStatus } from './api';

interface Target {
  id: number;
  uid: string;
  nickname: string;
  status: string;
}

/** Freeze or unfreeze, with the reason the audit log keeps. */
export function MemberStatusButton({ member, size }: { member: Target; size?: 'small' | 'middle' }) {
  const [open, setOpen] = useState(false);
  const setStatus = useSetMemberStatus();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const freezing = member.status === 'active';
  const who = memberWho(member);

  return (
    <>
      <Button size={size} danger={freezing} onClick={() => setOpen(true)} data-testid={freezing ? 'freeze-button' : 'unfreeze-button'}>
        {freezing ? t('members.freeze') : t('members.unfreeze')}
      </Button>
      <FormModal<{ reason: string }>
        open={open}
        onClose={() => setOpen(false)}
        title={freezing ? t('members.freezeTitle', { who }) : t('members.unfreezeTitle', { who })}
        summary={freezing ? t('members.freezeSummary') : t('members.unfreezeSummary')}
        okText={freezing ? t('members.freeze') : t('members.unfreeze')}
        danger={freezing}
        onSubmit={async ({ reason }) => {
          await setStatus.mutateAsync({ userId: member.id, frozen: freezing, reason: reason.trim() });
          message.success(freezing ? t('members.frozenDone', { who }) : t('members.activeDone', { who }));
        }}
        testId="member-status-modal"
      >
        <ReasonField />
      </FormModal>
    </>
  );
}
