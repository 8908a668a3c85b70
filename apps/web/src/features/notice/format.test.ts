import { describe, expect, it } from 'vitest';
import { paragraphs } from './format';

describe('notice text', () => {
  it('splits paragraphs on blank lines and keeps single breaks inside one', () => {
    expect(paragraphs('First\nstill first\n\nSecond\n \n\nThird')).toEqual(['First\nstill first', 'Second', 'Third']);
    expect(paragraphs('  ')).toEqual([]);
  });
});
