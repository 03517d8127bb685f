import { LEGACY, MODERN } from '../types';
import type { Scenario, ScenarioStep } from './types';

const exportArgs = (weeks: number) => ({ roomId: 'studio', weeks });

/** export_schedule is a runtime tool; the client must list it to learn which parameter it mirrors. */
const addExport: ScenarioStep[] = [
  {
    step: { do: 'add-tool', name: 'export_schedule' },
    explain: 'Add export_schedule: its roomId parameter carries "x-mcp-header": "Room" in the inputSchema.',
  },
  {
    step: { do: 'list-all' },
    explain: 'Each tools/list page is its own POST, with MCP-Protocol-Version and Mcp-Method headers.',
  },
];

/**
 * The lab's HTTP view: the same calls over Streamable HTTP inside the tab (the SDK client's transport, its
 * fetch handed to the SDK server's web-standard handler, no network). Sources: basic/transports/
 * streamable-http, basic/patterns/cancellation and progress, basic/versioning (2026-07-28).
 */
export const httpScenarios: Scenario[] = [
  {
    name: 'http-mirrored-header',
    title: 'A tool parameter mirrored into a header',
    summary: 'Over Streamable HTTP the client copies method, tool name and every x-mcp-header parameter into headers.',
    lessons: ['tool-calls-over-http-and-stdio'],
    eras: [MODERN],
    transport: 'http',
    panels: ['call', 'result', 'trace'],
    steps: [
      ...addExport,
      {
        step: { do: 'call', tool: 'export_schedule', args: exportArgs(1) },
        explain: 'The POST carries Mcp-Method: tools/call, Mcp-Name: export_schedule and Mcp-Param-Room: studio.',
      },
    ],
  },
  {
    name: 'http-header-mismatch',
    title: 'A header that disagrees with the body',
    summary:
      'A proxy rewrites Mcp-Param-Room; the server compares headers with the body and refuses with 400 and -32020.',
    lessons: ['tool-calls-over-http-and-stdio'],
    eras: [MODERN],
    transport: 'http',
    panels: ['faults', 'call', 'result', 'trace'],
    steps: [
      ...addExport,
      {
        step: { do: 'rewrite-next-header', header: 'Mcp-Param-Room', value: 'atrium' },
        explain: 'Arm the fault: the next POST will say Room atrium in its header while its body says studio.',
      },
      {
        step: { do: 'call', tool: 'export_schedule', args: exportArgs(1) },
        explain:
          'HTTP 400 with a HeaderMismatch error (-32020). The SDK client then lists the tools again and resends ' +
          'the call as a new request, with a new id and matching headers.',
      },
    ],
  },
  {
    name: 'http-progress',
    title: 'Progress on an SSE response',
    summary: 'A call with a progressToken is answered as an SSE stream: progress notifications, then the result.',
    lessons: ['cancellation-progress-timeouts'],
    eras: [MODERN],
    transport: 'http',
    panels: ['call', 'result', 'trace'],
    steps: [
      ...addExport,
      {
        step: { do: 'call', tool: 'export_schedule', args: exportArgs(3), progress: true },
        explain:
          'Content-Type: text/event-stream. Each notifications/progress names the progressToken, and progress grows; ' +
          'the result is the last event.',
      },
    ],
  },
  {
    name: 'http-cancel',
    title: 'Cancel a call by closing its stream',
    summary: 'Over Streamable HTTP, closing the response stream is the cancellation: no notifications/cancelled.',
    lessons: ['cancellation-progress-timeouts'],
    eras: [MODERN],
    transport: 'http',
    panels: ['call', 'result', 'trace'],
    steps: [
      ...addExport,
      {
        step: { do: 'call', tool: 'export_schedule', args: exportArgs(4), progress: true, cancelAfterMs: 300 },
        explain:
          'Cancelled after about two parts: the client closes the SSE stream and sends nothing else; the server ' +
          'stops the export. Switch the transport to In memory and run it again: there the client sends ' +
          'notifications/cancelled.',
      },
    ],
  },
  {
    name: 'http-lost-stream',
    title: 'A stream lost mid-call, and the call sent again',
    summary:
      'The SSE stream breaks after one progress event. Streams cannot be resumed: the client sends the call again.',
    lessons: ['tool-calls-over-http-and-stdio', 'did-the-call-succeed'],
    eras: [MODERN],
    transport: 'http',
    panels: ['faults', 'call', 'result', 'trace'],
    steps: [
      ...addExport,
      {
        step: { do: 'lose-next-stream' },
        explain: 'Arm the fault: the next tools/call stream will break after its first event.',
      },
      {
        step: { do: 'call', tool: 'export_schedule', args: exportArgs(3), progress: true },
        explain: 'One progress event, then the stream is gone: no result, and the server treats it as cancelled.',
      },
      {
        step: { do: 'reissue' },
        explain: 'The same call again is a new request with a new id; export_schedule is read-only, so it is safe.',
      },
    ],
  },
  {
    name: 'http-legacy-client',
    title: 'An older client over Streamable HTTP',
    summary: 'A 2025-11-25 client opens with initialize; the server answers it statelessly, without a session id.',
    lessons: ['tool-calls-over-http-and-stdio'],
    eras: [LEGACY],
    transport: 'http',
    panels: ['tools', 'call', 'result', 'trace'],
    steps: [
      {
        step: { do: 'list-page', from: 'start' },
        explain:
          'Before this, initialize (200) and notifications/initialized (202 Accepted). No Mcp-Method headers and ' +
          'no Mcp-Session-Id: each POST stands alone.',
      },
      {
        step: { do: 'call', tool: 'get_today', args: {} },
        explain: 'The answer comes as a one-event SSE stream, as this server answers 2025-11-25 requests.',
      },
    ],
  },
];
