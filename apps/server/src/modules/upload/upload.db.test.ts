import { accountApi } from '@mcc/contract/account';
import { commonApi } from '@mcc/contract/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { postTo } from '../../../test/http';
import { freshMobile, registerMember, type Userinfo } from '../../../test/members';
import { setSettings, useTestApp } from '../../../test/test-app';
import { TINY_PNG as PNG, samePicture, uploadFile } from '../../../test/uploads';

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const t = useTestApp({ CODE_IP_HOURLY_LIMIT: '1000' });
let me: Userinfo;
beforeAll(async () => {
  me = await registerMember(t, { mobile: freshMobile() });
});

const upload = (bytes: Buffer, filename = 'photo.png', contentType = 'image/png', token = me.token, field = 'file') =>
  uploadFile(t, { bytes, filename, contentType, field }, { as: token, headers: { host: 'app.mcc.test' } });

describe('upload', () => {
  it('accepts a real PNG under a server-made name and serves it back', async () => {
    const res = await upload(PNG, '../../etc/passwd.png');
    expect(res.body.code).toBe(1);
    const { url, fullurl } = res.body.data;
    expect(url).toMatch(/^\/uploads\/\d{6}\/[0-9a-f]{32}\.png$/);
    expect(url.slice(9, 15)).toBe('202611');
    expect(fullurl).toBe(`http://app.mcc.test${url}`);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await samePicture(served.rawPayload, PNG)).toBe(true);
  });

  it('V5.2.2 judges by content: a GIF named .jpg is stored as .gif', async () => {
    const res = await upload(GIF, 'photo.jpg', 'image/jpeg');
    expect(res.body.code).toBe(1);
    expect(res.body.data.url).toMatch(/\.gif$/);
  });

  it('V5.2.2 refuses a renamed non-image, whatever its name and declared type', async () => {
    for (const [bytes, name] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'avatar.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'avatar.svg'],
      [Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'avatar.jpg'],
    ] as const) {
      const res = await upload(bytes, name, 'image/png');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 0, msg: 'Only JPG, PNG, WebP or GIF images can be uploaded' });
    }
  });

  it('V5.2.1 accepts images above the 1 MB JSON body limit and refuses more than 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(big)).body.code).toBe(1);
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(huge);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, msg: 'The image must be at most 5 MB' });
  });

  it('needs a token, a multipart body and the field file', async () => {
    expect((await upload(PNG, 'a.png', 'image/png', '')).status).toBe(401);
    const wrongField = await upload(PNG, 'a.png', 'image/png', me.token, 'image');
    expect(wrongField.body).toMatchObject({ code: 0, msg: 'Please choose an image to upload' });
    const json = await postTo(t, commonApi.upload, { file: 'x' }, { as: me });
    expect(json.status).toBe(200);
    expect(json.body.code).toBe(0);
  });

  it('V8.2.2 lets the member use their own upload as avatar, not another member’s', async () => {
    const { url } = (await upload(PNG)).body.data;
    const mine = await postTo(t, accountApi.profile, { avatar: url }, { as: me });
    expect(mine.body.code).toBe(1);
    expect((mine.body.data as { userinfo: Userinfo }).userinfo.avatar).toBe(url);
    const other = await registerMember(t, { mobile: freshMobile() });
    const theirs = await postTo(t, accountApi.profile, { avatar: url }, { as: other });
    expect(theirs.body).toMatchObject({ code: 0, msg: 'Please upload the avatar image first' });
    expect((await postTo(t, accountApi.profile, { avatar: '' }, { as: me })).body.code).toBe(1);
  });
});

describe('the daily upload limit', () => {
  it('V5.2.4 refuses a member past upload_daily_limit with a clear message, counts refused files too, and opens again the next day', async () => {
    const kai = await registerMember(t, { mobile: freshMobile() });
    await setSettings(t, { upload_daily_limit: 3 });
    try {
      const send = (bytes: Buffer) => upload(bytes, 'photo.png', 'image/png', kai.token);
      expect((await send(PNG)).body.code).toBe(1);
      expect((await send(Buffer.from('not an image'))).body.code).toBe(0);
      expect((await send(PNG)).body.code).toBe(1);
      expect((await send(PNG)).body).toMatchObject({ code: 0, msg: 'You have used today’s uploads (3 a day); please try again tomorrow' });
      // Another member's day is their own.
      const ada = await registerMember(t, { mobile: freshMobile() });
      expect((await upload(PNG, 'photo.png', 'image/png', ada.token)).body.code).toBe(1);
      t.clock.advance(24 * 3600 * 1000);
      expect((await send(PNG)).body.code).toBe(1);
    } finally {
      await setSettings(t, { upload_daily_limit: 50 });
    }
  });

  it('V5.2.4 lets exactly the limit through when uploads arrive at once', async () => {
    const lee = await registerMember(t, { mobile: freshMobile() });
    await setSettings(t, { upload_daily_limit: 4 });
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => upload(PNG, 'photo.png', 'image/png', lee.token)));
      expect(answers.filter((a) => a.body.code === 1)).toHaveLength(4);
      expect(answers.filter((a) => a.body.code === 0)).toHaveLength(6);
    } finally {
      await setSettings(t, { upload_daily_limit: 50 });
    }
  });

  it('is closed for members at 0', async () => {
    await setSettings(t, { upload_daily_limit: 0 });
    try {
      expect((await upload(PNG)).body).toMatchObject({
        code: 0,
        msg: 'You have used today’s uploads (0 a day); please try again tomorrow',
      });
    } finally {
      await setSettings(t, { upload_daily_limit: 50 });
    }
  });
});
