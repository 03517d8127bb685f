/** The simulated instructor: creates the class and paces it through the HTTP contract, on one instance. */
import type { ControlAction, ControlResult, CreateClassResult, Results } from '../../lib/live/contract';
import { sleep } from './stats';

export class SimHost {
  classId = '';
  joinCode = '';
  private key = '';

  constructor(private readonly base: () => string) {}

  async create(title: string, questionIds: string[]) {
    const res = await fetch(`${this.base()}/api/live/classes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title, questionIds }),
    });
    if (res.status !== 201) throw new Error(`create class: HTTP ${res.status} ${await res.text()}`);
    const body = (await res.json()) as CreateClassResult;
    Object.assign(this, { classId: body.classId, joinCode: body.joinCode, key: body.hostKey });
  }

  /** Retries through an outage (a 5xx or no answer), as an instructor clicking again would. */
  async control(action: ControlAction): Promise<ControlResult> {
    for (let attempt = 0; attempt < 60; attempt++) {
      try {
        const res = await fetch(`${this.base()}/api/live/classes/${this.classId}/control`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', Authorization: `Bearer ${this.key}` },
          body: JSON.stringify({ action }),
          signal: AbortSignal.timeout(10_000),
        });
        if (res.ok) return (await res.json()) as ControlResult;
        if (res.status < 500) throw new Error(`control ${action}: HTTP ${res.status} ${await res.text()}`);
      } catch (err) {
        if ((err as Error).message.startsWith('control ')) throw err;
      }
      await sleep(500);
    }
    throw new Error(`control ${action}: no answer after 60 tries`);
  }

  /** The recorded answers, counted two ways: the end results and the CSV's rows with an answer. */
  async recorded(results: Results | undefined): Promise<{ fromResults: number; csvRows: number }> {
    const fromResults = (results?.questions ?? []).reduce((n, q) => n + q.answered, 0);
    const res = await fetch(`${this.base()}/api/live/classes/${this.classId}/results.csv`, {
      headers: { Authorization: `Bearer ${this.key}` },
    });
    if (!res.ok) throw new Error(`results.csv: HTTP ${res.status}`);
    const [header, ...rows] = parseCsv(await res.text());
    const column = header.findIndex((h) => /^answer$/i.test(h));
    if (column === -1) throw new Error(`results.csv has no "answer" column: ${header.join(',')}`);
    return { fromResults, csvRows: rows.filter((r) => (r[column] ?? '') !== '').length };
  }
}

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and newlines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') endField();
    else if (c === '\n') endRow();
    else if (c !== '\r') field += c;
  }
  if (field !== '' || row.length) endRow();
  return rows;
}
