import { describe, expect, it } from 'vitest';
import { saleSplit } from './sale-split';

describe('what a sale leaves the seller', () => {
  it('rounds the fee and the royalty down to the base unit, as the server does', () => {
    expect(saleSplit('25', '0.025', '0.05')).toEqual({ fee: '0.625', royalty: '1.25', proceeds: '23.125' });
    expect(saleSplit('10.000001', '0.025', '0.05')).toEqual({ fee: '0.25', royalty: '0.50', proceeds: '9.250001' });
    expect(saleSplit('0.01', '0.025', '0.05')).toEqual({ fee: '0.00025', royalty: '0.0005', proceeds: '0.00925' });
  });

  it('lets the royalty give way so the seller never pays in, and has nothing for no price', () => {
    expect(saleSplit('10', '0.8', '0.5')).toEqual({ fee: '8.00', royalty: '2.00', proceeds: '0.00' });
    expect(saleSplit('', '0.025', '0.05')).toBeNull();
    expect(saleSplit('0', '0.025', '0.05')).toBeNull();
  });
});
