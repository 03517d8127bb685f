import { describe, expect, it } from 'vitest';
import { clampSlide, hashFor, parseJump, slideFromHash, typeDigit } from './jump';

describe('slide numbers', () => {
  it('parses a typed number within the deck', () => {
    expect(parseJump('12', 64)).toBe(12);
    expect(parseJump('1', 1)).toBe(1);
    expect(parseJump('0', 64)).toBeNull();
    expect(parseJump('65', 64)).toBeNull();
    expect(parseJump('', 64)).toBeNull();
    expect(parseJump('1a', 64)).toBeNull();
  });

  it('keeps at most four digits and drops leading zeros', () => {
    expect(typeDigit('', '0')).toBe('');
    expect(typeDigit('1', '2')).toBe('12');
    expect(typeDigit('1234', '5')).toBe('2345');
  });

  it('reads and writes #s-N, ignoring anything else', () => {
    expect(hashFor(12)).toBe('#s-12');
    expect(slideFromHash('#s-12', 64)).toBe(12);
    expect(slideFromHash('#s-99', 64)).toBeNull();
    expect(slideFromHash('#two-ways', 64)).toBeNull();
    expect(slideFromHash('', 64)).toBeNull();
  });

  it('clamps moves to the deck', () => {
    expect(clampSlide(0, 10)).toBe(1);
    expect(clampSlide(11, 10)).toBe(10);
    expect(clampSlide(5, 10)).toBe(5);
  });
});
