import { accountApi } from '@mcc/contract/account';
import { beforeAll, describe, expect, it } from 'vitest';
import { postTo } from '../../../test/http';
import { freshMobile, registerMember, type Userinfo } from '../../../test/members';
import { useS3StandIn } from '../../../test/s3-stand-in';
import { useTestApp } from '../../../test/test-app';
import { TINY_PNG as PNG, samePicture, uploadFile } from '../../../test/uploads';

const s3 = useS3StandIn();

const t = useTestApp(() => ({
  CODE_IP_HOURLY_LIMIT: '1000',
  S3_ENDPOINT: s3.endpoint(),
  S3_BUCKET: 'mcc-uploads',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'minio',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
  S3_PUBLIC_URL: 'https://cdn.mcc.test/uploads',
}));
let me: Userinfo;
beforeAll(async () => {
  me = await registerMember(t, { mobile: freshMobile() });
});

const upload = async (bytes: Buffer, filename: string, contentType: string) =>
  (await uploadFile(t, { bytes, filename, contentType }, { as: me })).body;

describe('upload to an S3-compatible store (S3_* set)', () => {
  it('puts the image in the bucket under a server-made name and returns its public URL', async () => {
    s3.received.length = 0;
    const res = await upload(PNG, '../../evil.jpg', 'image/jpeg');
    expect(res.code).toBe(1);
    const put = s3.onlyRequest();
    const key = new URL(put.path, s3.endpoint()).pathname.replace(/^\/mcc-uploads\//, '');
    expect(key).toMatch(/^202611\/[0-9a-f]{32}\.png$/);
    expect(put.headers['content-type']).toBe('image/png');
    expect(await samePicture(put.body, PNG)).toBe(true);
    expect(res.data).toEqual({ url: `https://cdn.mcc.test/uploads/${key}`, fullurl: `https://cdn.mcc.test/uploads/${key}` });
    // The member's own upload is recognised as theirs when used as avatar.
    const profile = await postTo(t, accountApi.profile, { avatar: res.data.url }, { as: me });
    expect(profile.body.code).toBe(1);
  });

  it('refuses a renamed non-image without sending anything to the store', async () => {
    s3.received.length = 0;
    const res = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'avatar.png', 'image/png');
    expect(res).toMatchObject({ code: 0, msg: 'Only JPG, PNG, WebP or GIF images can be uploaded' });
    expect(s3.received).toHaveLength(0);
  });
});
