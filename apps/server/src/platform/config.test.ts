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

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MCC_MODE: 'test' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*MCC_MODE/,
    );
  });

  it('refuses production without its own secret and real mail and SMS settings', () => {
    expect(() => loadConfig({ MCC_MODE: 'production' })).toThrow(/SECRET[\s\S]*SMTP_URL[\s\S]*SMS_PROVIDER_URL/);
    const config = loadConfig({
      MCC_MODE: 'production',
      SECRET: 'a-long-production-secret-value',
      SMTP_URL: 'smtp://mail.example:587',
      SMS_PROVIDER_URL: 'https://sms.example/send',
    });
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
