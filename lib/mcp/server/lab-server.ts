import {
  fromJsonSchema,
  McpServer,
  type CacheScope,
  type JsonSchemaType,
  type McpServerFactory,
  type RegisteredTool,
  type Tool,
} from '@modelcontextprotocol/server';
import { CalendarWorld } from './calendar-world';
import { calendarTools, runtimeTools } from './calendar-tools';
import type { LabTool } from './lab-tool';
import { page, type PagingOptions } from './paging';
import { registerCalendarResources } from './calendar-resources';

export interface LabServerOptions {
  /** Tools per tools/list page (default 5). */
  pageSize?: number;
  /** Make the second page's cursor the empty string. */
  emptyCursor?: boolean;
  /** Page sizes in turn (repeating), instead of one size for every page. */
  pageSizes?: number[];
  /**
   * After this many tools/list pages have been served, the listing moves to a new snapshot once: every
   * cursor handed out so far becomes invalid (-32602), as when a server's list changed mid-walk. 0: never.
   */
  expireCursorsAfterPages?: number;
  /** Tools added after the calendar's own, for the whole life of the server (e.g. one a learner wrote). */
  extraTools?: LabTool[];
  /** Cache hints on tools/list (modern era only; default 30 s, public). */
  ttlMs?: number;
  cacheScope?: CacheScope;
  /** Shared domain state; pass one to keep bookings across sessions (e.g. when switching era). */
  world?: CalendarWorld;
}

export interface LabServer {
  /** For `serveStdio(factory, { transport })` or `createMcpHandler(factory)`: one McpServer per connection. */
  factory: McpServerFactory;
  world: CalendarWorld;
  options: Required<Omit<LabServerOptions, 'world' | 'extraTools'>>;
  /** The tools as tools/list shows them, in their fixed order. */
  definitions(): Tool[];
  /**
   * Tools that can be added while the lab runs. Adding or removing one emits list_changed on every
   * connection this object made (in-process sessions); an HTTP handler, which makes a server per request,
   * must broadcast through its own `notify` as well (lib/mcp/http/serve-http.server.ts does).
   */
  runtimeTools(): { tool: LabTool; active: boolean }[];
  addTool(name: string): boolean;
  removeTool(name: string): boolean;
}

const SERVER_INFO = { name: 'mcpa-lab-calendar', title: 'MCPA Lab team calendar', version: '1.0.0' };

export function createLabServer(options: LabServerOptions = {}): LabServer {
  const settings = {
    pageSize: options.pageSize ?? 5,
    emptyCursor: options.emptyCursor ?? false,
    pageSizes: options.pageSizes ?? [],
    expireCursorsAfterPages: options.expireCursorsAfterPages ?? 0,
    ttlMs: options.ttlMs ?? 30_000,
    cacheScope: options.cacheScope ?? ('public' as CacheScope),
  };
  if (!Number.isInteger(settings.pageSize) || settings.pageSize < 1)
    throw new RangeError('pageSize must be a positive integer');
  if (settings.pageSizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new RangeError('pageSizes must be positive integers');
  const world = options.world ?? new CalendarWorld();
  const tools: LabTool[] = [...calendarTools, ...(options.extraTools ?? [])];
  const extras = runtimeTools;
  const live = new Set<{ mcp: McpServer; handles: Map<string, RegisteredTool> }>();
  const paging: PagingOptions = {
    pageSize: settings.pageSize,
    emptyCursor: settings.emptyCursor,
    pageSizes: settings.pageSizes,
    // Cursors carry an epoch only when they can expire, so the default cursors stay as they always were.
    ...(settings.expireCursorsAfterPages > 0 ? { epoch: 1 } : {}),
  };
  let pagesServed = 0;

  const register = (instance: { mcp: McpServer; handles: Map<string, RegisteredTool> }, tool: LabTool) => {
    const d = tool.definition;
    const handle = instance.mcp.registerTool(
      d.name,
      {
        title: d.title,
        description: d.description,
        inputSchema: fromJsonSchema<Record<string, unknown>>(d.inputSchema as JsonSchemaType),
        outputSchema: d.outputSchema ? fromJsonSchema(d.outputSchema as JsonSchemaType) : undefined,
        annotations: d.annotations,
      },
      (args: Record<string, unknown>, sdk) => tool.run(args ?? {}, { world, sdk }),
    );
    instance.handles.set(d.name, handle);
  };

  const factory: McpServerFactory = () => {
    const mcp = new McpServer(SERVER_INFO, {
      capabilities: { tools: { listChanged: true }, resources: {} },
      cacheHints: { 'tools/list': { ttlMs: settings.ttlMs, cacheScope: settings.cacheScope } },
      instructions: 'A small team calendar for learning how MCP tools are listed, called and answered.',
    });
    const instance = { mcp, handles: new Map<string, RegisteredTool>() };
    for (const tool of tools) register(instance, tool);
    registerCalendarResources(mcp, world);
    // McpServer lists every tool in one page; the lab pages them itself, in their fixed order.
    mcp.server.setRequestHandler('tools/list', (request) => {
      const { items, nextCursor } = page(
        tools.map((t) => t.definition),
        request.params?.cursor,
        paging,
      );
      if (++pagesServed === settings.expireCursorsAfterPages && paging.epoch !== undefined) paging.epoch += 1;
      return nextCursor === undefined ? { tools: items } : { tools: items, nextCursor };
    });
    live.add(instance);
    mcp.server.onclose = () => live.delete(instance);
    return mcp;
  };

  return {
    factory,
    world,
    options: settings,
    definitions: () => tools.map((t) => t.definition),
    runtimeTools: () => extras.map((tool) => ({ tool, active: tools.includes(tool) })),
    addTool(name) {
      const tool = extras.find((t) => t.definition.name === name);
      if (!tool || tools.includes(tool)) return false;
      tools.push(tool);
      for (const instance of live) register(instance, tool);
      return true;
    },
    removeTool(name) {
      const at = tools.findIndex((t) => t.definition.name === name && extras.includes(t));
      if (at < 0) return false;
      tools.splice(at, 1);
      for (const instance of live) {
        instance.handles.get(name)?.remove();
        instance.handles.delete(name);
      }
      return true;
    },
  };
}
