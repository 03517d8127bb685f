/**
 * The presenter's keyboard map, framework-free so it is unit-tested: which key does what, and when a key
 * belongs to the element that has focus instead (typing in a field, Space or Enter on a button).
 */

export type DeckAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'digit'; digit: string }
  | { type: 'erase' }
  | { type: 'jump' }
  | { type: 'exit' }
  | { type: 'fullscreen' }
  | { type: 'blank' }
  | { type: 'reveal' }
  /** Scroll what scrolls on the slide (a question's options that do not fit at 24 px), by a screenful. */
  | { type: 'scroll'; by: 1 | -1 };

/** What has focus, as far as the keyboard map cares. */
export type FocusKind = 'text' | 'control' | 'other';

export interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * The action for a key press, or null to leave the key alone. `typed` is the slide number typed so far:
 * while there is one, Enter jumps and Escape clears it rather than leaving presenter mode.
 */
export function deckAction(e: KeyLike, focus: FocusKind, typed: string): DeckAction | null {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  // A text field keeps every key: the presenter may be typing in the lab's call form.
  if (focus === 'text') return null;
  // Space and Enter press the focused button (Reveal, Run step), they never also turn the slide.
  if (focus === 'control' && (e.key === ' ' || (e.key === 'Enter' && !typed))) return null;
  switch (e.key) {
    case 'ArrowRight':
    case 'PageDown':
    case ' ':
      return { type: 'next' };
    case 'ArrowLeft':
    case 'PageUp':
      return { type: 'prev' };
    // A focused control may use them itself (a radio group, a slider).
    case 'ArrowDown':
      return focus === 'control' ? null : { type: 'scroll', by: 1 };
    case 'ArrowUp':
      return focus === 'control' ? null : { type: 'scroll', by: -1 };
    case 'Home':
      return { type: 'first' };
    case 'End':
      return { type: 'last' };
    case 'Enter':
      return typed ? { type: 'jump' } : null;
    case 'Backspace':
      return typed ? { type: 'erase' } : null;
    case 'Escape':
      return typed ? { type: 'erase' } : { type: 'exit' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case 'b':
    case 'B':
    case '.':
      return { type: 'blank' };
    case 'r':
    case 'R':
      return { type: 'reveal' };
    default:
      return /^[0-9]$/.test(e.key) ? { type: 'digit', digit: e.key } : null;
  }
}

const textTypes = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'time']);

/** Classifies the focused element for deckAction (a DOM helper, kept beside the map it serves). */
export function focusKind(el: Element | null): FocusKind {
  if (!el) return 'other';
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || (el as HTMLElement).isContentEditable) return 'text';
  if (tag === 'INPUT') return textTypes.has((el as HTMLInputElement).type) ? 'text' : 'control';
  if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY' || el.getAttribute('role') === 'button') return 'control';
  return 'other';
}
