import { describe, expect, it } from 'vitest';
import { lockScreenSafe, tipPayload, topicOf } from './push-payload';

describe('push payload', () => {
  it('masks addresses, e-mail addresses and telephone numbers but keeps amounts and dates', () => {
    expect(lockScreenSafe(`to 0x${'a1'.repeat(20)} rejected`)).toBe('to … rejected');
    expect(lockScreenSafe('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE wrong')).toBe('… wrong');
    expect(lockScreenSafe('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe('…');
    expect(lockScreenSafe('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('…');
    expect(lockScreenSafe('write to a.b@example.com：ok')).toBe('write to …：ok');
    expect(lockScreenSafe('call 13912345678 or +86 139 1234 5678')).toBe('call … or …');
    expect(lockScreenSafe('1,234.50 USDT from 2026-11-02, lot #12')).toBe('1,234.50 USDT from 2026-11-02, lot #12');
  });

  it('builds title, body, url and tag in the language asked', () => {
    const tip = { id: 42n, kind: 'withdraw_paid', params_json: JSON.stringify({ amount: '9.50', asset: 'USDT' }) };
    expect(tipPayload(tip, 'en')).toEqual({
      title: 'Withdrawal paid',
      body: 'Your withdrawal of 9.50 USDT has been paid out.',
      url: '/pages/usdt/usdt',
      tag: 'tip-42',
    });
    expect(tipPayload(tip, 'zh-Hans').title).toBe('提现已支付');
    expect(tipPayload({ ...tip, kind: 'auction_outbid', params_json: '{"lot_id":"x/../"}' }, 'en').url).toBe('/pages/auction/auction');
    expect(tipPayload({ ...tip, params_json: 'not json' }, 'en').url).toBe('/pages/usdt/usdt');
    expect([topicOf('auction_won'), topicOf('recharge_confirmed'), topicOf('support_password_reset'), topicOf('pledge_matured')]).toEqual([
      'auction',
      'wallet',
      'account',
      'orders',
    ]);
  });
});
