import { createMcpHandler } from '@modelcontextprotocol/server';
import { defineCases } from '../../../lib/exercises/define-cases';
import { withEnvelope } from '../../../lib/exercises/raw-rpc';
import type { CaseDef, CheckContext, Failure } from '../../../lib/exercises/types';
import type { LabServer } from '../../../lib/mcp/server/lab-server';
import { teamSchedule } from '../../../lib/mcp/server/tools/team-schedule';
import { MODERN } from '../../../lib/mcp/types';

type Rule = 'standard' | 'mirror' | 'encode' | 'omit' | 'server' | 'result';

/** What one POST with the learner's headers got from the real lab server's web-standard handler. */
interface Answer {
  status: number;
  code?: number;
  message?: string;
}

interface Seen {
  headers: unknown;
  /** Why the headers could not even be set on a Request (an invalid header value). */
  refused?: string;
  answer?: Answer;
  /** The same headers with one rewritten on the way, when the case does that. */
  rewritten?: Answer;
}

// A value a header can carry as it is: visible ASCII with inner spaces, nothing to trim at either end.
const PLAIN = /^[\x21-\x7E]([\x20-\x7E]*[\x21-\x7E])?$/;

function readAnswer(status: number, contentType: string, body: string): Answer {
  const json = contentType.includes('text/event-stream')
    ? body
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .at(-1)
    : body;
  try {
    const parsed = JSON.parse(json ?? '') as { error?: { code: number; message: string } };
    return { status, ...(parsed.error ? { code: parsed.error.code, message: parsed.error.message } : {}) };
  } catch {
    return { status };
  }
}

/** POSTs a tools/call with these headers to the lab server over Streamable HTTP, as the lab's HTTP view does. */
async function post(lab: LabServer, headers: Record<string, string>, args: Record<string, unknown>): Promise<Answer> {
  const handler = createMcpHandler(lab.factory, { legacy: 'stateless' });
  try {
    const sent = new Headers({
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN,
    });
    for (const [name, value] of Object.entries(headers)) sent.set(name, value);
    const body = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: withEnvelope({ name: 'team_schedule', arguments: args }) };
    const response = await handler.fetch(
      new Request('http://localhost/mcp', { method: 'POST', headers: sent, body: JSON.stringify(body) }),
    );
    return readAnswer(response.status, response.headers.get('content-type') ?? '', await response.text());
  } finally {
    await handler.close();
  }
}

const ruleFor = (message: string): Rule =>
  /Base64|invalid char/i.test(message) ? 'encode' : /Mcp-Param/i.test(message) ? 'mirror' : 'standard';

function judge(args: Record<string, unknown>, { value, finished, fail }: CheckContext<Rule>): Failure | undefined {
  if (!finished) return undefined;
  const seen = value as Seen;
  const headers = seen.headers;
  if (typeof headers !== 'object' || headers === null || Object.values(headers).some((v) => typeof v !== 'string'))
    return fail('result', `you returned ${JSON.stringify(headers)}, not an object of header names to string values`);
  for (const [name, text] of Object.entries(headers as Record<string, string>)) {
    if (!PLAIN.test(text))
      return fail('encode', `your ${name} value ${JSON.stringify(text)} holds characters outside visible ASCII or spaces at an end`);
  }
  if (seen.refused) return fail('encode', `a Request refused your headers: ${seen.refused}`);
  const answer = seen.answer!;
  if (answer.status !== 200 || answer.code !== undefined) {
    const error = answer.code === undefined ? '' : ` and error ${answer.code}: ${answer.message ?? ''}`;
    return fail(answer.message ? ruleFor(answer.message) : 'standard', `the lab server answered HTTP ${answer.status}${error}`);
  }
  const names = Object.keys(headers).map((n) => n.toLowerCase());
  const absent = Object.entries({ 'include-cancelled': args.includeCancelled, region: (args.site as { region?: unknown })?.region })
    .filter(([, v]) => v === undefined || v === null)
    .map(([n]) => `mcp-param-${n}`)
    .find((n) => names.includes(n));
  if (absent) return fail('omit', `the call has no value for ${absent.slice(10)}, yet you sent a ${absent} header`);
  const rewritten = seen.rewritten;
  if (rewritten && (rewritten.status !== 400 || rewritten.code !== -32020))
    return fail('server', `with Mcp-Param-Team rewritten to "Ops" the lab server answered HTTP ${rewritten.status}, not 400 with -32020`);
  return undefined;
}

function headerCase(name: string, args: Record<string, unknown>, rewrite = false): CaseDef<Rule> {
  return {
    name,
    tool: () => teamSchedule,
    run: async ({ entry, client, lab }) => {
      // The learner gets the tool exactly as tools/list shows it.
      const tool = (await client.listTools()).tools.find((t) => t.name === 'team_schedule');
      const headers = await entry(tool, args);
      const seen: Seen = { headers };
      if (typeof headers !== 'object' || headers === null) return seen;
      const asStrings = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));
      try {
        new Headers(asStrings);
      } catch (err) {
        return { ...seen, refused: err instanceof Error ? err.message : String(err) };
      }
      seen.answer = await post(lab, asStrings, args);
      // A proxy that changes a mirrored header on the way: the server must notice and refuse.
      if (rewrite) seen.rewritten = await post(lab, { ...asStrings, 'Mcp-Param-Team': 'Ops' }, args);
      return seen;
    },
    check: (ctx) => judge(args, ctx),
  };
}

export default defineCases<Rule>({
  kind: 'client',
  entry: 'callHeaders',
  lesson: '17-tool-calls-over-http-and-stdio',
  rules: {
    standard: {
      section: 'Headers that mirror the body',
      text: 'a tools/call carries Mcp-Method and Mcp-Name mirroring the body (Streamable HTTP: Standard Request Headers)',
    },
    mirror: {
      section: 'Tool parameters in headers: x-mcp-header',
      text: 'every x-mcp-header parameter with a value, nested ones included, goes into its Mcp-Param-{Name} header (Streamable HTTP)',
    },
    encode: {
      section: 'Encoding a header value',
      text: 'a value that is not plain visible ASCII, or looks like the sentinel, travels as =?base64?…?= (Value Encoding)',
    },
    omit: {
      section: 'Tool parameters in headers: x-mcp-header',
      text: 'a parameter without a value (absent or null) gets no header (Streamable HTTP: Client Behavior)',
    },
    server: {
      section: 'The server checks the headers against the body',
      text: 'the server refuses headers that disagree with the body: HTTP 400 with -32020 HeaderMismatch (Server Validation)',
    },
    result: { section: 'Headers that mirror the body', text: 'return the headers as an object of names to string values' },
  },
  cases: [
    headerCase('plain text, an integer and a boolean', { team: 'Platform', week: 38, includeCancelled: false }),
    headerCase('a nested parameter, and one left out', { team: 'Ops', week: 7, site: { region: 'floor-2' } }),
    headerCase('a team name with accents and kanji', { team: 'Équipe Nord 東京', week: 38 }),
    headerCase('spaces at both ends', { team: ' Platform ', week: 1, includeCancelled: true }),
    headerCase('a value that looks encoded', { team: '=?base64?literal?=', week: 12 }),
    headerCase('a proxy rewrites Mcp-Param-Team: the server refuses', { team: 'Platform', week: 38 }, true),
  ],
});
