import { adminAuctionApi } from '@mcc/contract/admin-auction';
import type { InputOf } from '@mcc/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import { FormModal } from '../../components/form-modal';
import { t } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { isDecimalInput, localDateTimeValue } from '../../lib/format';
import { tokensQuery } from '../../lib/nft-tokens';

interface Values {
  token_id: number;
  start_price: string;
  reserve?: string;
  increment_percent?: string;
  starts_at?: string;
  ends_at: string;
  deposit: 'none' | 'percent' | 'amount';
  deposit_value?: string;
}

/** A local date-time field's value (`2026-11-25T10:00`) as Unix seconds, null when empty. */
function unixOf(local: string | undefined): number | null {
  if (!local) return null;
  const ms = new Date(local).getTime();
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

const amountRule = (optional: boolean) => ({
  validator: (_: unknown, value: string | undefined) =>
    (optional && !value) || isDecimalInput(value ?? '', 2) ? Promise.resolve() : Promise.reject(new Error(t('auction.plainAmount'))),
});
const percentRule = (optional: boolean) => ({
  validator: (_: unknown, value: string | undefined) =>
    (optional && !value) || /^\d{1,2}(\.\d{1,2})?$/.test(value ?? '')
      ? Promise.resolve()
      : Promise.reject(new Error(t('auction.plainPercent'))),
});

/**
 * A primary lot: one of the platform's held NFTs on auction, with start price, optional reserve and
 * increment, start and end, and optionally a deposit. The server checks everything again and its
 * refusals show in the dialog.
 */
export function PrimaryLotForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const tokens = useQuery({ ...tokensQuery({ page: 1, owner: 'platform' }), enabled: open });
  const create = useMutation({
    mutationFn: (body: InputOf<typeof adminAuctionApi.createLot>) => api.call(adminAuctionApi.createLot, body),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['auction'] }), queryClient.invalidateQueries({ queryKey: ['nft'] })]),
  });
  const free = (tokens.data?.list ?? []).filter((tok) => tok.state === 'held');
  return (
    <FormModal<Values>
      open={open}
      title={t('auction.newLot')}
      summary={t('auction.newLotSummary')}
      okText={t('auction.startLot')}
      onClose={onClose}
      testId="lot-form"
      initialValues={{ deposit: 'none', ends_at: localDateTimeValue(Date.now() / 1000 + 7 * 86_400) }}
      onSubmit={(v) => {
        const ends = unixOf(v.ends_at);
        const starts = unixOf(v.starts_at);
        return create.mutateAsync({
          token_id: v.token_id,
          start_price: v.start_price,
          ...(v.reserve ? { reserve: v.reserve } : {}),
          ...(v.increment_percent ? { increment_percent: v.increment_percent } : {}),
          ...(starts !== null ? { starts_at: starts } : {}),
          ends_at: ends ?? 0,
          ...(v.deposit === 'percent' ? { deposit_percent: v.deposit_value ?? '' } : {}),
          ...(v.deposit === 'amount' ? { deposit_amount: v.deposit_value ?? '' } : {}),
        });
      }}
    >
      <Form.Item name="token_id" label={t('auction.platformNft')} rules={[{ required: true, message: t('auction.pickNft') }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={tokens.isFetching}
          notFoundContent={tokens.isError ? tokens.error.message : t('auction.noPlatformNfts')}
          options={free.map((tok) => ({ value: tok.id, label: `#${tok.id} ${tok.name} (${tok.tier} · ${tok.serial})` }))}
          data-testid="lot-nft"
        />
      </Form.Item>
      <Form.Item
        name="start_price"
        label={t('auction.startPriceUsdt')}
        rules={[{ required: true, message: t('auction.plainAmount') }, amountRule(false)]}
      >
        <Input inputMode="decimal" data-testid="lot-start" />
      </Form.Item>
      <Form.Item name="reserve" label={t('auction.reserveOptional')} rules={[amountRule(true)]}>
        <Input inputMode="decimal" data-testid="lot-reserve" />
      </Form.Item>
      <Form.Item name="increment_percent" label={t('auction.incrementOptional')} rules={[percentRule(true)]}>
        <Input inputMode="decimal" suffix="%" data-testid="lot-increment" />
      </Form.Item>
      <Form.Item name="starts_at" label={t('auction.startsAtOptional')}>
        <Input type="datetime-local" data-testid="lot-starts" />
      </Form.Item>
      <Form.Item name="ends_at" label={t('auction.endsAt')} rules={[{ required: true, message: t('auction.endsAt') }]}>
        <Input type="datetime-local" data-testid="lot-ends" />
      </Form.Item>
      <Form.Item name="deposit" label={t('auction.deposit')}>
        <Radio.Group data-testid="lot-deposit">
          <Radio value="none">{t('auction.depositNone')}</Radio>
          <Radio value="percent" data-testid="lot-deposit-percent">
            {t('auction.depositPercent')}
          </Radio>
          <Radio value="amount" data-testid="lot-deposit-amount">
            {t('auction.depositAmount')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.deposit !== b.deposit}>
        {({ getFieldValue }) =>
          getFieldValue('deposit') === 'none' ? null : (
            <Form.Item
              name="deposit_value"
              label={t(getFieldValue('deposit') === 'percent' ? 'auction.depositPercentHint' : 'auction.depositAmountHint')}
              rules={[getFieldValue('deposit') === 'percent' ? percentRule(false) : amountRule(false)]}
            >
              <Input inputMode="decimal" data-testid="lot-deposit-value" />
            </Form.Item>
          )
        }
      </Form.Item>
    </FormModal>
  );
}
