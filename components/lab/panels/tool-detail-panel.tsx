'use client';

import { displayName } from '@/lib/mcp/display-name';
import { useLab, useLabState } from '../lab-context';
import { HintList } from './tools/hint-list';
import { JsonBlock } from './tools/json-block';
import './tool-detail-panel.css';

const REASON = {
  title: 'from title',
  'annotations.title': 'from annotations.title (there is no title)',
  name: 'from name (no title, no annotations.title)',
} as const;

/** The selected tool as the client received it: names, schemas and its four hints with their defaults. */
export function ToolDetailPanel() {
  const lab = useLab();
  const selected = useLabState((s) => s.selectedTool);
  // Read so the detail updates when a list brings the definition; the lookup itself is the controller's.
  useLabState((s) => s.tools);
  useLabState((s) => s.pages);
  const tool = lab.toolDefinition(selected);

  return (
    <section className="lab-panel tool-detail" aria-label="Tool detail">
      <h3 className="lab-panel__title">Tool detail</h3>
      {!tool ? (
        <p className="tool-detail__empty">
          {selected ? `${selected} is not in any list fetched yet.` : 'Select a tool from the list.'}
        </p>
      ) : (
        <div className="tool-detail__body">
          <DisplayNameLine title={displayName(tool).text} reason={REASON[displayName(tool).source]} />
          <dl className="tool-detail__facts">
            <div>
              <dt>name</dt>
              <dd>
                <code>{tool.name}</code>
              </dd>
            </div>
            <div>
              <dt>description</dt>
              <dd>{tool.description ?? 'no description'}</dd>
            </div>
          </dl>
          <h4 className="tool-detail__subtitle">Annotations</h4>
          <HintList tool={tool} />
          <h4 className="tool-detail__subtitle">inputSchema</h4>
          <JsonBlock label={`inputSchema of ${tool.name}`} value={tool.inputSchema} />
          <h4 className="tool-detail__subtitle">outputSchema</h4>
          {tool.outputSchema ? (
            <JsonBlock label={`outputSchema of ${tool.name}`} value={tool.outputSchema} />
          ) : (
            <p>no outputSchema: the tool promises no structuredContent shape</p>
          )}
        </div>
      )}
    </section>
  );
}

function DisplayNameLine({ title, reason }: { title: string; reason: string }) {
  return (
    <p className="tool-detail__display">
      Display name: <strong>{title}</strong> <span className="tool-detail__reason">— {reason}</span>
    </p>
  );
}
