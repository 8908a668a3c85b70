import { beforeEach, describe, expect, it } from 'vitest';
import { getStorage, getStorageSync, removeStorageSync, setStorageSync } from './storage';

describe('storage wrapper', () => {
  beforeEach(() => localStorage.clear());

  it('keeps strings as they are', () => {
    setStorageSync('token', 'abc');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(getStorageSync('token')).toBe('abc');
  });

  it('wraps other values as {type, data}', () => {
    setStorageSync('config', { a: 1 });
    setStorageSync('count', 3);
    setStorageSync('flag', false);
    expect(JSON.parse(localStorage.getItem('config')!)).toEqual({ type: 'object', data: { a: 1 } });
    expect(JSON.parse(localStorage.getItem('count')!)).toEqual({ type: 'number', data: 3 });
    expect(getStorageSync('config')).toEqual({ a: 1 });
    expect(getStorageSync('count')).toBe(3);
    expect(getStorageSync('flag')).toBe(false);
  });

  it('keeps a JSON-looking string a string', () => {
    setStorageSync('s', '{"x":1}');
    expect(getStorageSync('s')).toBe('{"x":1}');
  });

  it('answers "" synchronously and "data not found" asynchronously for a missing key', async () => {
    expect(getStorageSync('missing')).toBe('');
    await expect(getStorage('missing')).rejects.toThrow('data not found');
    setStorageSync('here', [1, 2]);
    await expect(getStorage('here')).resolves.toEqual([1, 2]);
    removeStorageSync('here');
    await expect(getStorage('here')).rejects.toThrow('data not found');
  });
});
