import { NICKNAME_MAX } from './contract';

export type NicknameCheck = { ok: true; nickname: string; key: string } | { ok: false; error: string };

/**
 * A nickname as shown to the room: NFKC (so full-width and ligature look-alikes fold), spaces collapsed,
 * then only letters, digits, spaces and - _ . — which leaves no room for HTML or bidi controls.
 * `key` is what makes two nicknames the same (case-insensitive).
 */
export function checkNickname(raw: string): NicknameCheck {
  const nickname = raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
  if (nickname.length === 0) return { ok: false, error: 'Choose a nickname.' };
  if ([...nickname].length > NICKNAME_MAX)
    return { ok: false, error: `A nickname has at most ${NICKNAME_MAX} characters.` };
  if (!/^[\p{L}\p{N} ._-]+$/u.test(nickname))
    return { ok: false, error: 'A nickname uses letters, digits, spaces and - _ . only.' };
  return { ok: true, nickname, key: nickname.toLowerCase() };
}
