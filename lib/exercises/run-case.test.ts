import type { Client } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { defineCases } from './define-cases';
import { REQUEST_BUDGET, runCase } from './run-case';
import { learnerTool } from './server-tool';
import { ordinal } from './wire';

type Rule = 'count';

/** A tiny exercise: return how many tools the first tools/list page holds. Checked on value and wire. */
const cases = defineCases<Rule>({
  kind: 'client',
  entry: 'countFirstPage',
  lesson: '01-paging-tools-list',
  rules: { count: { section: 'The request and the result', text: 'one request, no cursor (Pagination)' } },
  cases: [
    {
      name: 'three tools on the first page',
      server: { pageSize: 3 },
      run: async ({ entry, client }) => entry(client),
      check: ({ value, finished, wire, fail }) => {
        const sent = wire.requests('tools/list');
        if (sent.length !== 1) return fail('count', `your code sent ${sent.length} tools/list requests`);
        if (finished && value !== 3) return fail('count', `your function returned ${String(value)}`);
        return undefined;
      },
    },
  ],
});

const page = (client: Client) => client.request({ method: 'tools/list', params: {} });

describe('runCase', () => {
  it('passes a correct function and keeps the wire it produced', async () => {
    const learner = { countFirstPage: async (c: Client) => (await page(c)).tools.length };
    const result = await runCase(cases, 0, learner);
    expect(result).toMatchObject({ name: 'three tools on the first page', status: 'passed', message: '' });
    expect(result.trace.map((e) => e.direction)).toEqual(['to-server', 'to-client']);
  });

  it('a check failure is "failed", with the wire fact, the rule and its lesson link', async () => {
    const learner = { countFirstPage: async (c: Client) => (await page(c), (await page(c)).tools.length) };
    const result = await runCase(cases, 0, learner);
    expect(result.status).toBe('failed');
    expect(result.message).toBe('your code sent 2 tools/list requests — one request, no cursor (Pagination)');
    expect(result.rule).toEqual({
      text: 'one request, no cursor (Pagination)',
      href: '/lessons/paging-tools-list#the-request-and-the-result',
    });
  });

  it('a thrown error is "error" with its message', async () => {
    const learner = {
      countFirstPage: async () => {
        throw new Error('not written yet');
      },
    };
    const result = await runCase(cases, 0, learner);
    expect(result.status).toBe('error');
    expect(result.message).toMatch(/^your code threw: not written yet/);
  });

  it('code that never finishes is a "timeout", and the wire is still judged', async () => {
    const learner = { countFirstPage: async (c: Client) => (await page(c), await page(c), new Promise(() => {})) };
    const result = await runCase(cases, 0, learner, { timeoutMs: 150 });
    expect(result.status).toBe('timeout');
    expect(result.message).toBe(
      'your code did not finish within 150 ms; on the wire: your code sent 2 tools/list requests — one request, no cursor (Pagination)',
    );
  });

  it('a runaway loop is cut off after the request budget', async () => {
    const learner = {
      countFirstPage: async (c: Client) => {
        for (;;) await page(c);
      },
    };
    const result = await runCase(cases, 0, learner, { timeoutMs: 5000 });
    expect(result.status).toBe('failed');
    expect(result.message).toMatch(new RegExp(`^your code sent more than ${REQUEST_BUDGET} requests`));
    expect(result.durationMs).toBeLessThan(5000);
  });

  it('a missing entry function is an error naming it', async () => {
    expect(await runCase(cases, 0, { other: () => 1 })).toMatchObject({
      status: 'error',
      message: 'your module must export a function named countFirstPage',
    });
  });
});

/** A server-kind exercise: the learner writes the handler, the real client calls it through the lab server. */
const serverCases = defineCases<'shout'>({
  kind: 'server',
  entry: 'shout',
  lesson: '04-call-tool-result',
  rules: { shout: { section: 'content: required, possibly empty', text: 'answer with one text block' } },
  cases: [
    {
      name: 'shouts the word back',
      tool: learnerTool({
        name: 'shout',
        description: 'Upper-cases a word.',
        inputSchema: { type: 'object', properties: { word: { type: 'string' } }, required: ['word'] },
      }),
      run: async ({ client }) => client.callTool({ name: 'shout', arguments: { word: 'mcp' } }),
      check: ({ wire, fail }) => {
        const [call] = wire.requests('tools/call');
        const text = JSON.stringify(call?.result?.content);
        return text === JSON.stringify([{ type: 'text', text: 'MCP' }])
          ? undefined
          : fail('shout', `the server answered ${text}`);
      },
    },
  ],
});

describe('runCase, server kind', () => {
  it('registers the learner handler on the lab server and judges what the client received', async () => {
    const good = {
      shout: (args: { word: string }) => ({ content: [{ type: 'text', text: args.word.toUpperCase() }] }),
    };
    expect(await runCase(serverCases, 0, good)).toMatchObject({ status: 'passed' });
    const quiet = { shout: (args: { word: string }) => ({ content: [{ type: 'text', text: args.word }] }) };
    expect((await runCase(serverCases, 0, quiet)).message).toBe(
      'the server answered [{"type":"text","text":"mcp"}] — answer with one text block',
    );
  });

  it('a handler that throws reaches the client as a tool error, as with any real handler', async () => {
    const broken = {
      shout: () => {
        throw new Error('no voice');
      },
    };
    const result = await runCase(serverCases, 0, broken);
    expect(result.status).toBe('failed');
    expect(result.message).toMatch(/no voice/);
  });
});

describe('ordinal', () => {
  it('spells the first ten and numbers the rest', () => {
    expect([1, 3, 10, 11].map(ordinal)).toEqual(['first', 'third', 'tenth', '11th']);
  });
});
