import { accountApi } from '@mcc/contract/account';
import { describe, expect, it } from 'vitest';
import { postTo } from '../../../test/http';
import { addMember, codeFor } from '../../../test/members';
import { testDialect, useTestApp } from '../../../test/test-app';

const t = useTestApp({ CODE_IP_HOURLY_LIMIT: '1000' });

describe(`checking a paypwd code before the new pay password (${testDialect})`, () => {
  it('says a wrong code is wrong, counts the try, and leaves the right code usable for setPayPwd', async () => {
    const me = await addMember(t, { payPassword: null });
    const ip = '10.9.0.1';
    const code = await codeFor(t, me.mobile ?? '', 'paypwd', { ip, as: me });
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await postTo(t, accountApi.checkPayPwdCode, { code: wrong }, { ip, as: me, lang: 'en' });
    expect(refused.body).toMatchObject({ code: 0, data: { field: 'code' } });
    expect(refused.body.msg).toMatch(/4/);
    expect((await postTo(t, accountApi.checkPayPwdCode, { code: '12ab' }, { ip, as: me })).body.code).toBe(0);
    expect((await postTo(t, accountApi.checkPayPwdCode, { code }, { ip, as: me })).body).toMatchObject({ code: 1 });
    // Checking again is fine: the code is only used by setting the pay password.
    expect((await postTo(t, accountApi.checkPayPwdCode, { code }, { ip, as: me })).body).toMatchObject({ code: 1 });
    expect((await postTo(t, accountApi.setPayPwd, { paypwd: '135790', code }, { ip, as: me })).body).toMatchObject({ code: 1 });
    expect((await postTo(t, accountApi.checkPayPwdCode, { code }, { ip, as: me })).body.code).toBe(0);
  });

  it('does not accept another member’s code, and needs a signed-in member', async () => {
    const a = await addMember(t);
    const b = await addMember(t);
    const ip = '10.9.0.2';
    const code = await codeFor(t, a.mobile ?? '', 'paypwd', { ip, as: a });
    expect((await postTo(t, accountApi.checkPayPwdCode, { code }, { ip, as: b })).body.code).toBe(0);
    expect((await postTo(t, accountApi.checkPayPwdCode, { code }, { ip })).status).toBe(401);
  });
});
