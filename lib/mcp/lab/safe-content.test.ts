import { describe, expect, it } from 'vitest';
import { base64Size, followableUri, safeAudioSrc, safeImageSrc } from './safe-content';

const PNG = 'iVBORw0KGgo=';

describe('safeImageSrc', () => {
  it('gives a data: URL for PNG, JPEG, GIF and WebP', () => {
    for (const mimeType of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(safeImageSrc({ data: PNG, mimeType })).toEqual({ ok: true, src: `data:${mimeType};base64,${PNG}` });
    }
  });

  it('refuses SVG, HTML and missing types, naming the type', () => {
    expect(safeImageSrc({ data: PNG, mimeType: 'image/svg+xml' })).toEqual({
      ok: false,
      reason: 'not rendered: mimeType image/svg+xml is not a safe image type',
    });
    expect(safeImageSrc({ data: PNG, mimeType: 'text/html' })).toMatchObject({ ok: false });
    expect(safeImageSrc({ data: PNG })).toMatchObject({ ok: false, reason: expect.stringContaining('(none)') });
  });

  it('refuses data that is not base64, so nothing can be smuggled into the URL', () => {
    expect(safeImageSrc({ data: 'abc"onerror=x', mimeType: 'image/png' })).toMatchObject({ ok: false });
    expect(safeImageSrc({ data: 'abc', mimeType: 'image/png' })).toMatchObject({ ok: false });
  });
});

describe('safeAudioSrc', () => {
  it('plays WAV, MP3 and Ogg only', () => {
    expect(safeAudioSrc({ data: PNG, mimeType: 'audio/wav' }).ok).toBe(true);
    expect(safeAudioSrc({ data: PNG, mimeType: 'audio/mpeg' }).ok).toBe(true);
    expect(safeAudioSrc({ data: PNG, mimeType: 'audio/ogg' }).ok).toBe(true);
    expect(safeAudioSrc({ data: PNG, mimeType: 'text/html' })).toEqual({
      ok: false,
      reason: 'not rendered: mimeType text/html is not a safe audio type',
    });
  });
});

describe('followableUri', () => {
  it('follows resource URIs', () => {
    expect(followableUri('calendar://rooms/atrium/floorplan.png')).toEqual({ ok: true });
    expect(followableUri('https://example.com/a')).toEqual({ ok: true });
  });

  it('refuses javascript:, data: and vbscript:, however they are disguised', () => {
    expect(followableUri('javascript:alert(1)')).toEqual({ ok: false, reason: 'not followable: javascript: scheme' });
    expect(followableUri(' JaVa\tScRiPt:alert(1)')).toMatchObject({ ok: false });
    expect(followableUri('\u0001javascript:alert(1)')).toMatchObject({ ok: false });
    expect(followableUri('data:text/html,<script>1</script>')).toEqual({
      ok: false,
      reason: 'not followable: data: scheme',
    });
    expect(followableUri('vbscript:msgbox')).toMatchObject({ ok: false });
    expect(followableUri('no-scheme-here')).toMatchObject({ ok: false });
  });
});

describe('base64Size', () => {
  it('counts decoded bytes', () => {
    expect(base64Size('')).toBe(0);
    expect(base64Size('QQ==')).toBe(1);
    expect(base64Size('QUI=')).toBe(2);
    expect(base64Size('QUJD')).toBe(3);
  });
});
