import type { CacheMode } from '@modelcontextprotocol/client';
import type { LabServerOptions } from '../server/lab-server';
import type { Era, JsonObject, Transport } from '../types';

/** One thing a learner (or a test) does in the lab. Plain data, so the UI can show and step through it. */
export type Step =
  | { do: 'list-page'; from: 'start' | 'next' }
  | { do: 'list-pages-to-end' }
  | { do: 'list-all'; cacheMode?: CacheMode }
  | { do: 'call'; tool: string; args?: Record<string, unknown>; progress?: boolean; cancelAfterMs?: number }
  /** Sends the last call again: a new request, so a new id (what a client does after a lost stream). */
  | { do: 'reissue' }
  | { do: 'raw'; method: string; params: JsonObject }
  | { do: 'read-resource'; uri: string }
  | { do: 'listen' }
  | { do: 'close-listen' }
  | { do: 'add-tool'; name: string }
  | { do: 'remove-tool'; name: string }
  | { do: 'wait'; ms: number }
  | { do: 'drop-next-response'; method?: string }
  | { do: 'duplicate-next-request'; method?: string }
  | { do: 'lose-next-stream'; method?: string }
  | { do: 'rewrite-next-header'; header: string; value: string };

export interface ScenarioStep {
  step: Step;
  /** What the learner should notice, in one or two sentences. */
  explain: string;
}

export type Panel = 'tools' | 'detail' | 'call' | 'result' | 'subscriptions' | 'faults' | 'trace' | 'era';

export interface Scenario {
  name: string;
  title: string;
  summary: string;
  /** The lessons this scenario belongs to (slugs without the number). */
  lessons: string[];
  /** Eras to run it in: most run in 2026-07-28 only; legacy-vs-modern runs both. */
  eras: Era[];
  /** In memory unless it says Streamable HTTP (the lab's transport switch can override it). */
  transport?: Transport;
  server?: LabServerOptions;
  panels: Panel[];
  steps: ScenarioStep[];
}
