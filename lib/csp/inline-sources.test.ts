import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeBootScript } from '@/components/ui/theme';
import { decodeAttribute, inlineSources } from './inline-sources';
import { contentSecurityPolicy, hashesOf, sha256Source } from './policy';

// Real pages as `next build` wrote them (.next/server/app/{live,_global-error}.html), copied unchanged.
const page = (name: string) => readFileSync(path.join('tests/fixtures/csp', name), 'utf8');

describe('inlineSources on pages the build wrote', () => {
  it('finds the theme boot script, the chunk list and the RSC payload, and skips scripts with a src', () => {
    const html = page('live.html');
    const { scripts, styles, styleAttrs } = inlineSources(html);
    expect(scripts[0]).toBe(themeBootScript);
    expect(scripts.some((s) => s.startsWith('(globalThis["TURBOPACK"]'))).toBe(true);
    expect(scripts.filter((s) => s.startsWith('self.__next_f.push([1,')).length).toBeGreaterThan(0);
    expect(scripts.every((s) => !s.includes('</script'))).toBe(true);
    // Every <script> without a src is one of them, and nothing else is.
    const withoutSrc = html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(withoutSrc.length);
    expect(styles).toEqual([]);
    expect(styleAttrs).toEqual([]);
  });

  it('decodes style attributes as the browser does and reads an inline <style>', () => {
    const { styles, styleAttrs } = inlineSources(page('_global-error.html'));
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain('--next-error-title');
    expect(styleAttrs[0]).toBe(
      'font-family:system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji";height:100vh;display:flex;align-items:center;justify-content:center',
    );
  });

  it('hashes the theme boot script to the hash of its source', () => {
    const hashes = hashesOf(inlineSources(page('live.html')));
    expect(hashes.scripts).toContain(sha256Source(themeBootScript));
    expect(contentSecurityPolicy(hashes)).toContain(`'${sha256Source(themeBootScript)}'`);
  });
});

describe('inlineSources on markup written for the test', () => {
  it('ends a script at its first </script, ignores comments, data blocks and closing tags', () => {
    const html =
      '<!DOCTYPE html><!-- <script>no</script> --><p title="a > b" hidden>x</p>' +
      '<script type="application/json">{"a":1}</script><script type=module>go("<\\/script>")</script >' +
      '<SCRIPT>one()</SCRIPT><style media="print">p{color:red}</style>';
    expect(inlineSources(html)).toEqual({
      scripts: ['go("<\\/script>")', 'one()'],
      styles: ['p{color:red}'],
      styleAttrs: [],
    });
  });

  it('refuses what would need unsafe-hashes for scripts, and references it cannot decode', () => {
    expect(() => inlineSources('<img src="x" onerror="alert(1)">')).toThrow(/inline event handlers/);
    expect(() => inlineSources('<a href=" JavaScript:alert(1)">x</a>')).toThrow(/javascript: URLs/);
    expect(() => inlineSources('<p style="content:&nbsp;">x</p>')).toThrow(/&nbsp;/);
    expect(() => inlineSources('<script>never closed')).toThrow(/never closed/);
  });

  it('decodes numeric and named references', () => {
    expect(decodeAttribute('a&amp;b &#x27;c&#39; &lt;&gt;&quot;')).toBe(`a&b 'c' <>"`);
  });
});

describe('sha256Source', () => {
  it('matches the well-known hash-source of the empty script', () => {
    expect(sha256Source('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});
