import { App, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { ReasonField } from '../../components/reason-field';
import { isDecimalInput, memberWho } from '../../lib/format';
import { useAdjustBalance } from './api';

/** A balance adjustment with its reason; above the two-approval threshold it waits for a second operator. */
export function AdjustBalanceButton({ member, assets }: { member: { id: number; uid: string; nickname: string }; assets: string[] }) {
  const [open, setOpen] = useState(false);
  const adjust = useAdjustBalance();
  const { message } = App.useApp();
  const { t } = useTranslation();

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="adjust-button">
        {t('members.adjust')}
      </Button>
      <FormModal<{ asset: string; amount: string; reason: string }>
        open={open}
        onClose={() => setOpen(false)}
        title={t('members.adjustTitle', { who: memberWho(member) })}
        summary={t('members.adjustSummary')}
        okText={t('members.adjustOk')}
        initialValues={{ asset: assets[0] ?? 'USDT' }}
        onSubmit={async (values) => {
          const result = await adjust.mutateAsync({
            user_id: member.id,
            asset: values.asset,
            amount: values.amount.trim(),
            reason: values.reason.trim(),
          });
          if (result.status === 'pending_approval') message.warning(t('members.adjustPending', { id: result.id }));
          else message.success(t('members.adjustApplied', { id: result.id }));
        }}
        testId="adjust-modal"
      >
        <Form.Item label={t('members.asset')} name="asset" rules={[{ required: true }]}>
          <Select options={assets.map((a) => ({ value: a, label: a }))} data-testid="adjust-asset" />
        </Form.Item>
        <Form.Item
          label={t('members.adjustAmount')}
          name="amount"
          rules={[
            { required: true, message: t('members.adjustAmountRequired') },
            {
              validator: (_, value: string | undefined) =>
                !value || (isDecimalInput(value, 8, true) && !/^-?0+(\.0+)?$/.test(value.trim()))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('members.adjustAmountFormat'))),
            },
          ]}
        >
          <Input placeholder="12.50 or -3.00" inputMode="decimal" data-testid="adjust-amount" />
        </Form.Item>
        <ReasonField label={t('members.adjustReason')} testId="adjust-reason" />
      </FormModal>
    </>
  );
}
