'use client';

import { useId, useState, type FormEvent } from 'react';
import type { Tool } from '@modelcontextprotocol/client';
import { parseArguments } from '@/lib/mcp/lab/parse-arguments';
import type { JsonObject } from '@/lib/mcp/types';
import { useLab } from '../../lab-context';
import { asFieldSchema } from './field-schema';
import { ObjectFields } from './schema-field';

const show = (values: JsonObject) => JSON.stringify(values, null, 2);

/**
 * The arguments of one tool, twice: a form generated from its inputSchema and the raw JSON it stands for,
 * kept in sync. The raw text is what gets sent, and only after parseArguments accepts it.
 */
export function CallForm({ toolName, tool }: { toolName: string; tool: Tool | undefined }) {
  const lab = useLab();
  const id = useId();
  const [values, setValues] = useState<JsonObject>({});
  const [text, setText] = useState('{}');
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);

  const fromForm = (next: JsonObject) => {
    setValues(next);
    setText(show(next));
    setError(null);
    setRefused(false);
  };

  const fromText = (next: string) => {
    setText(next);
    setRefused(false);
    const parsed = parseArguments(next);
    setError(parsed.ok ? null : parsed.error);
    if (parsed.ok) setValues(parsed.value);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseArguments(text);
    if (!parsed.ok) {
      setError(parsed.error);
      setRefused(true);
      return;
    }
    void lab.callTool(toolName, parsed.value);
  };

  const jsonId = `${id}-json`;
  return (
    <form className="call-form" onSubmit={submit} noValidate aria-label={`Arguments for ${toolName}`}>
      <div className="call-form__columns">
        <fieldset className="call-fieldset call-form__fields">
          <legend>Form, from the inputSchema</legend>
          {tool ? (
            <ObjectFields
              id={`${id}-arg`}
              schema={asFieldSchema(tool.inputSchema)}
              value={values}
              onChange={fromForm}
              depth={1}
            />
          ) : (
            <p className="call-field__hint">
              The client has not seen a definition of {toolName}; type its arguments as JSON.
            </p>
          )}
        </fieldset>
        <div className="call-form__json">
          <label htmlFor={jsonId} className="call-field__label">
            Arguments (JSON)
          </label>
          <textarea
            id={jsonId}
            className="call-form__textarea"
            spellCheck={false}
            rows={10}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${jsonId}-error` : undefined}
            onChange={(e) => fromText(e.target.value)}
          />
        </div>
      </div>
      {error ? (
        <p id={`${jsonId}-error`} className="call-form__error" role="alert">
          <span aria-hidden="true" className="call-form__error-icon">
            !
          </span>
          {error}
          {refused ? ' Nothing was sent.' : ''}
        </p>
      ) : null}
      <div className="call-form__actions">
        <button type="submit" className="button button--primary">
          Call tool
        </button>
      </div>
    </form>
  );
}
