import { describe, expect, it } from 'vitest';
import { maskAccount, maskName, maskUid } from './mask';

describe('masking members and contacts', () => {
  it('hides the middle of a mobile and the local part of an email', () => {
    expect(maskAccount('13800000002', null, '100002')).toBe('138****0002');
    expect(maskAccount(null, 'bob@demo.mcc', '100002')).toBe('b***@demo.mcc');
    expect(maskAccount('13800000002', 'bob@demo.mcc', '100002')).toBe('138****0002');
    expect(maskAccount(null, null, '1234567')).toBe('12***67');
    expect(maskAccount(null, null, '123')).toBe('***');
  });

  it('keeps the first and last character of a name', () => {
    expect(maskName('Alice')).toBe('A***e');
    expect(maskName('Bo')).toBe('B***');
    expect(maskName('张三丰')).toBe('张***丰');
    expect(maskName('😀x😀')).toBe('😀***😀');
    expect(maskName('  ')).toBe('***');
  });
});

describe('maskName, every character', () => {
  it.each([
    ['Alice', 'A***e'],
    ['Al', 'A***'],
    ['A', 'A***'],
    ['', '***'],
    ['张三丰', '张***丰'],
    ['138****0001', '1***1'],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});

describe('maskUid', () => {
  it.each([
    ['100002', '10***02'],
    ['12345', '12***45'],
    ['1234', '***'],
  ])('%s → %s', (uid, masked) => {
    expect(maskUid(uid)).toBe(masked);
  });
});
