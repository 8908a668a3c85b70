import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
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
  const freezing = member.status === 'active';
  const who = `${member.nickname} (UID ${member.uid})`;

  return (
    <>
      <Button size={size} danger={freezing} onClick={() => setOpen(true)} data-testid={freezing ? 'freeze-button' : 'unfreeze-button'}>
        {freezing ? 'Freeze' : 'Unfreeze'}
      </Button>
      <FormModal<{ reason: string }>
        open={open}
        onClose={() => setOpen(false)}
        title={freezing ? `Freeze ${who}?` : `Unfreeze ${who}?`}
        summary={
          freezing
            ? 'The member is signed out everywhere at once and cannot sign in until unfrozen.'
            : 'The member can sign in again. Sessions ended by the freeze stay ended.'
        }
        okText={freezing ? 'Freeze' : 'Unfreeze'}
        danger={freezing}
        onSubmit={async ({ reason }) => {
          await setStatus.mutateAsync({ userId: member.id, frozen: freezing, reason: reason.trim() });
          message.success(freezing ? `${who} is frozen` : `${who} is active again`);
        }}
        testId="member-status-modal"
      >
        <Form.Item
          label="Reason (kept in the audit log)"
          name="reason"
          rules={[{ required: true, whitespace: true, message: 'Give a reason' }, { max: 200 }]}
        >
          <Input.TextArea rows={2} maxLength={200} showCount data-testid="reason-input" />
        </Form.Item>
      </FormModal>
    </>
  );
}
