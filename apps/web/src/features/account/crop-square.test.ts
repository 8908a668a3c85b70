import { describe, expect, it } from 'vitest';
import { centredSquare } from './crop-square';

describe('avatar crop', () => {
  it('takes the centred square of a wide picture', () => {
    expect(centredSquare(400, 300)).toEqual({ sx: 50, sy: 0, side: 300 });
  });
  it('takes the centred square of a tall picture', () => {
    expect(centredSquare(300, 501)).toEqual({ sx: 0, sy: 100, side: 300 });
  });
  it('keeps a square as it is', () => {
    expect(centredSquare(64, 64)).toEqual({ sx: 0, sy: 0, side: 64 });
  });
});
