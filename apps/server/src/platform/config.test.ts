import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded SQLite under DATA_DIR on 127.0.0.1:8080 in demo mode', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/mcc-x' });
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', mode: 'demo', codeIpHourlyLimit: 10 });
    expect(config.database).toEqual({ dialect: 'sqlite', file: '/tmp/mcc-x/mcc.sqlite' });
  });

  it('uses PostgreSQL for a postgres:// DATABASE_URL and treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({ dialect: 'postgres', url: 'postgres://u@h/db' });
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.dialect).toBe('sqlite');
  });

  it('V7.3.1 ends member sessions idle for 7 days unless SESSION_IDLE_DAYS (1 to 30) says otherwise', () => {
    expect(loadConfig({}).sessionIdleDays).toBe(7);
    expect(loadConfig({ SESSION_IDLE_DAYS: '14' }).sessionIdleDays).toBe(14);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '31' })).toThrow(/SESSION_IDLE_DAYS/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MCC_MODE: 'test' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*MCC_MODE/,
    );
  });

  it('refuses production without its own secret, real mail and SMS settings and its public URL', () => {
    expect(() => loadConfig({ MCC_MODE: 'production' })).toThrow(/SECRET[\s\S]*SMTP_URL[\s\S]*SMS_PROVIDER_URL[\s\S]*PUBLIC_URL/);
    const settings = {
      MCC_MODE: 'production',
      SECRET: 'a-long-production-secret-value',
      SMTP_URL: 'smtp://mail.example:587',
      SMS_PROVIDER_URL: 'https://sms.example/send',
    };
    expect(() => loadConfig(settings)).toThrow(/PUBLIC_URL: production needs PUBLIC_URL/);
    const config = loadConfig({ ...settings, PUBLIC_URL: 'https://mcc.example.com' });
    expect(config.mode).toBe('production');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, so a client cannot choose its IP with X-Forwarded-For', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

describe('S3 settings', () => {
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'mcc-uploads',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'minio',
    S3_SECRET_ACCESS_KEY: 'minio-secret',
  };

  it('keeps uploads on the local disk when none is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('uses S3 when all are set, with S3_PUBLIC_URL optional', () => {
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'mcc-uploads',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      publicUrl: undefined,
    });
    expect(loadConfig({ ...s3, S3_PUBLIC_URL: 'https://cdn.example/u/' }).s3?.publicUrl).toBe('https://cdn.example/u/');
  });

  it('refuses some without the others, naming each missing one', () => {
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    expect(() => loadConfig(partial)).toThrow(/S3_REGION[\s\S]*all or none[\s\S]*S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'mcc-uploads' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.example' })).toThrow(/S3_ENDPOINT[\s\S]*S3_ACCESS_KEY_ID/);
    // An empty variable counts as unset, so it does not complete the set either.
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it('refuses a malformed endpoint, public URL or bucket', () => {
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => loadConfig({ ...s3, S3_PUBLIC_URL: 'ftp://cdn.example' })).toThrow(/S3_PUBLIC_URL must be an http\(s\) URL/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET must be a valid bucket name/);
  });
});
