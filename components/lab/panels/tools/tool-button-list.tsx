'use client';

import type { Tool } from '@modelcontextprotocol/client';
import { displayName } from '@/lib/mcp/display-name';
import { useLab, useLabState } from '../../lab-context';

/** Tools as buttons: a click or Enter selects one for the detail and call panels. */
export function ToolButtonList({ tools, label }: { tools: Tool[]; label: string }) {
  const lab = useLab();
  const selected = useLabState((s) => s.selectedTool);
  if (tools.length === 0) return <p className="tools-panel__note">No tools on this page.</p>;
  return (
    <ul className="tools-panel__tools" aria-label={label}>
      {tools.map((tool) => {
        const shown = displayName(tool);
        return (
          <li key={tool.name}>
            <button
              type="button"
              className="tools-panel__tool"
              aria-pressed={selected === tool.name}
              onClick={() => lab.selectTool(tool.name)}
            >
              <code>{tool.name}</code>{' '}
              <span className="tools-panel__display">
                — {shown.source === 'name' ? `${shown.text} (no title)` : shown.text}
              </span>
              {/* aria-pressed already says this to assistive technology; the words are for the eye. */}
              {selected === tool.name ? (
                <span className="tools-panel__selected" aria-hidden="true">
                  ✓ selected
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
