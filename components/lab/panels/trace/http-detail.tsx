import type { HttpDetail, TraceEntry } from '@/lib/mcp/types';

const contentType = (http: HttpDetail) => http.response.headers['content-type']?.split(';')[0] ?? 'no body';

/** One line: the POST that carried a request, or where in its exchange's response an answer came. */
export function httpSummary(entry: TraceEntry): string {
  const http = entry.http;
  if (!http) return '';
  if (http.request)
    return `HTTP ${http.request.method} ${http.request.path} #${http.exchange} → ${http.response.status} ${contentType(http)}`;
  const body = http.response.body;
  const where = typeof body === 'object' ? `SSE event ${body.sseEvent}` : 'JSON body';
  return `HTTP #${http.exchange}: ${http.response.status}, ${where}`;
}

function Headers({ title, headers }: { title: string; headers: Record<string, string> }) {
  const names = Object.keys(headers);
  return (
    <>
      <dt>{title}</dt>
      <dd>
        {names.length === 0 ? (
          'none of the MCP headers'
        ) : (
          <ul className="trace-http__headers">
            {names.map((name) => (
              <li key={name}>
                <code>
                  {name}: {headers[name]}
                </code>
              </li>
            ))}
          </ul>
        )}
      </dd>
    </>
  );
}

/** The HTTP side of an opened trace row: request line and headers, status and response headers. */
export function HttpDetailView({ entry }: { entry: TraceEntry }) {
  const http = entry.http;
  if (!http) return null;
  return (
    <dl className="trace-http" aria-label={`HTTP exchange #${http.exchange}`}>
      {http.request ? (
        <>
          <dt>Request</dt>
          <dd>
            <code>
              {http.request.method} {http.request.path}
            </code>
          </dd>
          <Headers title="Request headers" headers={http.request.headers} />
        </>
      ) : null}
      <dt>Response</dt>
      <dd>
        <code>{http.response.status}</code>
        {typeof http.response.body === 'object' ? ` — this message is SSE event ${http.response.body.sseEvent}` : ''}
        {http.response.body === 'json' ? ' — this message is the JSON body' : ''}
      </dd>
      <Headers title="Response headers" headers={http.response.headers} />
    </dl>
  );
}
