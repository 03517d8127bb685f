import { describe, expect, it } from 'vitest';
import { deckAction, type FocusKind } from './keys';

const press = (
  key: string,
  focus: FocusKind = 'other',
  typed = '',
  mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
) => deckAction({ key, altKey: false, ctrlKey: false, metaKey: false, ...mods }, focus, typed);

describe('the presenter keyboard map', () => {
  it('moves with arrows, PageUp/PageDown, Space, Home and End', () => {
    expect(['ArrowRight', 'PageDown', ' '].map((k) => press(k)?.type)).toEqual(['next', 'next', 'next']);
    expect(['ArrowLeft', 'PageUp'].map((k) => press(k)?.type)).toEqual(['prev', 'prev']);
    expect(press('Home')?.type).toBe('first');
    expect(press('End')?.type).toBe('last');
  });

  it('scrolls the slide with the up and down arrows (a question whose options do not fit at 24 px)', () => {
    expect(press('ArrowDown')).toEqual({ type: 'scroll', by: 1 });
    expect(press('ArrowUp')).toEqual({ type: 'scroll', by: -1 });
    // A text field or a control (a radio group) keeps its own arrows.
    expect(press('ArrowDown', 'text')).toBeNull();
    expect(press('ArrowUp', 'control')).toBeNull();
  });

  it('maps F, B (and .), R and Escape, in either case', () => {
    expect([press('f'), press('F')].map((a) => a?.type)).toEqual(['fullscreen', 'fullscreen']);
    expect([press('b'), press('B'), press('.')].map((a) => a?.type)).toEqual(['blank', 'blank', 'blank']);
    expect(press('R')?.type).toBe('reveal');
    expect(press('Escape')?.type).toBe('exit');
  });

  it('collects digits; Enter jumps only once a number is typed; Escape and Backspace then erase', () => {
    expect(press('7')).toEqual({ type: 'digit', digit: '7' });
    expect(press('Enter')).toBeNull();
    expect(press('Enter', 'other', '12')?.type).toBe('jump');
    expect(press('Escape', 'other', '12')?.type).toBe('erase');
    expect(press('Backspace', 'other', '1')?.type).toBe('erase');
    expect(press('Backspace')).toBeNull();
  });

  it('leaves every key to a text field', () => {
    for (const key of ['ArrowRight', ' ', 'f', 'b', '3', 'Escape', 'End']) expect(press(key, 'text')).toBeNull();
  });

  it('lets Space and Enter press a focused button, while arrows still turn the slide', () => {
    expect(press(' ', 'control')).toBeNull();
    expect(press('Enter', 'control')).toBeNull();
    expect(press('ArrowRight', 'control')?.type).toBe('next');
    // A number typed before tabbing to a button still jumps with Enter.
    expect(press('Enter', 'control', '4')?.type).toBe('jump');
  });

  it('ignores shortcuts with Ctrl, Alt or Meta (the browser and the OS keep theirs)', () => {
    expect(press('f', 'other', '', { ctrlKey: true })).toBeNull();
    expect(press('ArrowLeft', 'other', '', { altKey: true })).toBeNull();
    expect(press('r', 'other', '', { metaKey: true })).toBeNull();
  });
});
