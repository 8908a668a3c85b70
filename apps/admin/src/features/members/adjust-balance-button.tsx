import { App, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { isDecimalInput } from '../../lib/format';
import { useAdjustBalance } from './api';

/** A balance adjustment with its reason; above the two-approval threshold it waits for a second operator. */
export function AdjustBalanceButton({ member, assets }: { member: { id: number; uid: string; nickname: string }; assets: string[] }) {
  const [open, setOpen] = useState(false);
  const adjust = useAdjustBalance();
  const { message } = App.useApp();

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="adjust-button">
        Adjust balance
      </Button>
      <FormModal<{ asset: string; amount: string; reason: string }>
        open={open}
        onClose={() => setOpen(false)}
        title={`Adjust the balance of ${member.nickname} (UID ${member.uid})`}
        summary="A positive amount gives to the member, a negative one (-5.00) takes. Above the two-approval threshold nothing moves until a second operator approves."
        okText="Adjust"
        initialValues={{ asset: assets[0] ?? 'USDT' }}
        onSubmit={async (values) => {
          const result = await adjust.mutateAsync({
            user_id: member.id,
            asset: values.asset,
            amount: values.amount.trim(),
            reason: values.reason.trim(),
          });
          if (result.status === 'pending_approval') message.warning(`Adjustment #${result.id} waits for a second operator's approval`);
          else message.success(`Adjustment #${result.id} applied`);
        }}
        testId="adjust-modal"
      >
        <Form.Item label="Asset" name="asset" rules={[{ required: true }]}>
          <Select options={assets.map((a) => ({ value: a, label: a }))} data-testid="adjust-asset" />
        </Form.Item>
        <Form.Item
          label="Amount (signed)"
          name="amount"
          rules={[
            { required: true, message: 'Enter an amount' },
            {
              validator: (_, value: string | undefined) =>
                !value || (isDecimalInput(value, 8, true) && !/^-?0+(\.0+)?$/.test(value.trim()))
                  ? Promise.resolve()
                  : Promise.reject(new Error('A non-zero decimal such as 12.50 or -3.00')),
            },
          ]}
        >
          <Input placeholder="12.50 or -3.00" inputMode="decimal" data-testid="adjust-amount" />
        </Form.Item>
        <Form.Item
          label="Reason (the member sees it in their details)"
          name="reason"
          rules={[{ required: true, whitespace: true, message: 'Give a reason' }, { max: 200 }]}
        >
          <Input.TextArea rows={2} maxLength={200} showCount data-testid="adjust-reason" />
        </Form.Item>
      </FormModal>
    </>
  );
}
