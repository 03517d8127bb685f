/**
 * An esbuild plugin: one copy of the SDK's protocol layer in a bundle that has both the client and the server.
 * Each package's `dist/src-*.mjs` bundles the SDK's internal core (Protocol, the wire codecs, the errors…) on its
 * own, so a bundle with both carries it twice. The two copies are the same source, each tree-shaken for its
 * package: most top-level statements are identical, region (source file) by region.
 *
 * The client's file keeps only what differs: each top-level declaration whose text is also in the server's file,
 * in the same region, is taken out and imported from the server's file instead (which exports it under a
 * prefixed name). The SDK marks its error classes for use across bundles (crossBundleBrand), and nothing else
 * of it depends on having two copies. A statement that uses a name the server's file lacks or declares in another
 * region stays in the client's file; the build stops if a shared name would be declared twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

const PREFIX = '__sdkShared_';
const SRC = /[/\\]@modelcontextprotocol[/\\](client|server)[/\\]dist[/\\]src-[^/\\]+\.mjs$/;

type Statement = {
  region: string;
  start: number;
  end: number;
  text: string;
  names: string[] | null;
  uses: Set<string>;
};

/** Top-level statements inside `//#region` … `//#endregion`, with the names each declares (null: not a plain one). */
function statements(text: string): Statement[] {
  const regions = [...text.matchAll(/^\/\/#region (.+)$/gm)].map((m) => ({ name: m[1], at: m.index }));
  const regionAt = (pos: number) => regions.findLast((r) => r.at <= pos)?.name ?? '';
  const file = ts.createSourceFile('sdk.mjs', text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  return file.statements.map((s) => {
    let names: string[] | null = null;
    if ((ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s)) && s.name) names = [s.name.text];
    else if (ts.isVariableStatement(s)) {
      const ids = s.declarationList.declarations.map((d) => (ts.isIdentifier(d.name) ? d.name.text : null));
      names = ids.every((n) => n !== null) ? ids : null;
    }
    const uses = new Set<string>();
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) uses.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(s);
    const start = s.getStart(file);
    return { region: regionAt(start), start, end: s.end, text: s.getText(file), names, uses };
  });
}

type Plan = { client: string; server: string; clientCode: string; shared: string[] };

function plan(clientFile: string): Plan {
  const dist = path.join(path.dirname(clientFile), '..', '..', 'server', 'dist');
  const serverName = readdirSync(dist).filter((f) => /^src-[^.]+\.mjs$/.test(f));
  if (serverName.length !== 1) throw new Error(`${dist}: expected one src-*.mjs, found ${serverName.length}`);
  const serverFile = path.join(dist, serverName[0]);
  const clientText = readFileSync(clientFile, 'utf8');
  const client = statements(clientText);
  const server = statements(readFileSync(serverFile, 'utf8'));
  const serverRegionOf = new Map<string, string>();
  for (const s of server) for (const n of s.names ?? []) serverRegionOf.set(n, s.region);
  // A client name the server lacks, or has for another region's code (the bundler renamed a helper `$1`, `$2`…
  // in each package its own way): identical text that uses it means something else in the server's file.
  const unsafe = new Set(
    client.flatMap((c) => (c.names ?? []).filter((n) => c.region && serverRegionOf.get(n) !== c.region)),
  );
  const serverTexts = new Set(server.filter((s) => s.region).map((s) => `${s.region}\n${s.text}`));
  const isShared = (c: Statement) =>
    c.region !== '' && serverTexts.has(`${c.region}\n${c.text}`) && ![...c.uses].some((n) => unsafe.has(n));
  // A statement that declares nothing (a loop filling a registry) goes only with a region shared whole.
  const regionWhole = new Map<string, boolean>();
  for (const c of client) if (c.names) regionWhole.set(c.region, (regionWhole.get(c.region) ?? true) && isShared(c));
  const drop = client.filter((c) => isShared(c) && (c.names ? true : regionWhole.get(c.region) === true));
  const shared = drop.flatMap((c) => c.names ?? []);
  const kept = new Set(client.filter((c) => !drop.includes(c)).flatMap((c) => c.names ?? []));
  const twice = shared.find((n) => kept.has(n));
  if (twice) throw new Error(`sdk-shared-core: "${twice}" is declared both in a shared and in a kept statement`);
  let code = clientText;
  for (const c of [...drop].reverse()) code = code.slice(0, c.start) + code.slice(c.end);
  const imports = shared.map((n) => `${PREFIX}${n} as ${n}`).join(', ');
  code = `import { ${imports} } from ${JSON.stringify(serverFile)};\n${code}`;
  return { client: clientFile, server: serverFile, clientCode: code, shared };
}

export function sdkSharedCore(): Plugin {
  return {
    name: 'sdk-shared-core',
    setup(b) {
      let made: Plan | null = null;
      const get = (clientFile: string) => (made ??= plan(clientFile));
      b.onLoad({ filter: SRC }, (args) => {
        const kind = SRC.exec(args.path)?.[1];
        if (kind === 'client') return { contents: get(args.path).clientCode, loader: 'js' };
        const dist = path.join(path.dirname(args.path), '..', '..', 'client', 'dist');
        const clientSrc = readdirSync(dist).filter((f) => /^src-[^.]+\.mjs$/.test(f));
        if (clientSrc.length !== 1) return { errors: [{ text: `${dist}: expected one src-*.mjs` }] };
        const p = get(path.join(dist, clientSrc[0]));
        if (p.server !== args.path) return undefined;
        const exports = p.shared.map((n) => `${n} as ${PREFIX}${n}`).join(', ');
        return { contents: `${readFileSync(args.path, 'utf8')}\nexport { ${exports} };\n`, loader: 'js' };
      });
    },
  };
}
