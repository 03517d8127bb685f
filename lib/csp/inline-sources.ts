/**
 * Finds what a strict Content-Security-Policy has to allow by hash in one prerendered HTML page: the inline
 * scripts (the theme boot script, Turbopack's chunk list, React's RSC payload), inline <style> elements and
 * style attributes (Shiki's token colours, a few React style props).
 *
 * A small tokenizer for the markup React's serializer writes (double-quoted attributes, escaped text, raw
 * script and style text), not a general HTML parser: what it cannot read with certainty makes it throw, so
 * the build stops instead of shipping a hash that does not match.
 */

export interface InlineSources {
  /** The text of each inline script the browser runs, as it hashes it (raw, no entity decoding). */
  scripts: string[];
  /** The text of each inline <style> element. */
  styles: string[];
  /** The value of each style attribute, with character references decoded as the browser does. */
  styleAttrs: string[];
}

/** Script types a browser executes; other types (application/json, …) are data blocks that need no hash. */
const EXECUTED_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the character references React writes into attribute values; any other named one is refused. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return String.fromCodePoint(code);
    }
    const named = NAMED_REFERENCES[ref.toLowerCase()];
    if (named === undefined) throw new Error(`cannot decode the character reference ${whole} in an attribute`);
    return named;
  });
}

interface Tag {
  name: string;
  attrs: Map<string, string>;
  end: number;
}

/** Reads the start tag that begins at `at` ('<' followed by a letter); attribute values are decoded. */
function readStartTag(html: string, at: number): Tag {
  const nameMatch = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(at, at + 64));
  if (!nameMatch) throw new Error(`not a start tag at ${at}`);
  const attrs = new Map<string, string>();
  const attr = /\s*(?:(\/?>)|([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|(\/))/y;
  attr.lastIndex = at + nameMatch[0].length;
  for (;;) {
    const m = attr.exec(html);
    if (!m) throw new Error(`unreadable <${nameMatch[1]}> tag at ${at}`);
    if (m[1]) return { name: nameMatch[1].toLowerCase(), attrs, end: attr.lastIndex };
    if (m[2]) {
      const name = m[2].toLowerCase();
      if (!attrs.has(name)) attrs.set(name, decodeAttribute(m[3] ?? m[4] ?? m[5] ?? ''));
    }
  }
}

/** Where the raw text of a <script> or <style> ends: at its first `</script` or `</style` (any case). */
function rawTextEnd(html: string, from: number, name: string): number {
  const close = new RegExp(`</${name}[\\s/>]`, 'ig');
  close.lastIndex = from;
  const m = close.exec(html);
  if (!m) throw new Error(`<${name}> at ${from} is never closed`);
  return m.index;
}

/** Every inline script, style element and style attribute of `html`, in document order. */
export function inlineSources(html: string): InlineSources {
  const found: InlineSources = { scripts: [], styles: [], styleAttrs: [] };
  let at = 0;
  while ((at = html.indexOf('<', at)) !== -1) {
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      if (end === -1) throw new Error(`comment at ${at} is never closed`);
      at = end + 3;
      continue;
    }
    if (html[at + 1] === '!' || html[at + 1] === '?' || html[at + 1] === '/') {
      at = html.indexOf('>', at) + 1 || html.length;
      continue;
    }
    if (!/[a-zA-Z]/.test(html[at + 1] ?? '')) {
      at += 1;
      continue;
    }
    const tag = readStartTag(html, at);
    checkNoInlineHandlers(tag, at);
    const style = tag.attrs.get('style');
    if (style !== undefined) found.styleAttrs.push(style);
    at = tag.end;
    if (tag.name === 'script' || tag.name === 'style') {
      const end = rawTextEnd(html, at, tag.name);
      const text = html.slice(at, end);
      if (tag.name === 'style') found.styles.push(text);
      else if (!tag.attrs.has('src') && EXECUTED_TYPES.has((tag.attrs.get('type') ?? '').trim().toLowerCase()))
        found.scripts.push(text);
      at = end;
    }
  }
  return found;
}

/** An event handler attribute or a javascript: URL would need 'unsafe-hashes' for scripts: refuse them. */
function checkNoInlineHandlers(tag: Tag, at: number) {
  for (const [name, value] of tag.attrs) {
    if (/^on[a-z]+$/.test(name)) throw new Error(`<${tag.name} ${name}=…> at ${at}: inline event handlers are refused`);
    if ((name === 'href' || name === 'src' || name === 'action') && /^\s*javascript:/i.test(value))
      throw new Error(`<${tag.name} ${name}="javascript:…"> at ${at}: javascript: URLs are refused`);
  }
}
