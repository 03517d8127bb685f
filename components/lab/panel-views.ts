import type { JSX } from 'react';
import type { Panel } from '@/lib/mcp/scenarios/types';
import { CallPanel } from './panels/call-panel';
import { EraPanel } from './panels/era-panel';
import { FaultsPanel } from './panels/faults-panel';
import { ResultPanel } from './panels/result-panel';
import { SubscriptionsPanel } from './panels/subscriptions-panel';
import { ToolDetailPanel } from './panels/tool-detail-panel';
import { ToolsPanel } from './panels/tools-panel';
import { TracePanel } from './panels/trace-panel';

export const allPanels: Panel[] = ['tools', 'detail', 'call', 'result', 'subscriptions', 'faults', 'trace', 'era'];

/** Each panel's component, by the name scenarios use. */
export const panelViews: Record<Panel, () => JSX.Element> = {
  era: EraPanel,
  tools: ToolsPanel,
  detail: ToolDetailPanel,
  call: CallPanel,
  result: ResultPanel,
  subscriptions: SubscriptionsPanel,
  faults: FaultsPanel,
  trace: TracePanel,
};
