import type { ReactNode } from 'react';
import type { JsonValue } from '@/lib/mcp/types';
import { FieldHint, FieldLabel } from './field-label';
import type { FieldSchema } from './field-schema';
import type { FieldProps } from './scalar-field';

interface ArrayFieldProps extends FieldProps {
  renderItem: (item: JsonValue | undefined, onItem: (v: JsonValue | undefined) => void, index: number) => ReactNode;
}

const emptyItem = (schema: FieldSchema | undefined): JsonValue =>
  schema?.type === 'object' ? {} : schema?.type === 'array' ? [] : schema?.type === 'boolean' ? false : '';

/** A list: one field per item, each with its own Remove button, and Add item. */
export function ArrayField({ id, name, schema, required, value, onChange, renderItem }: ArrayFieldProps) {
  const items = Array.isArray(value) ? value : [];
  const label = schema.title ?? name;
  const set = (next: JsonValue[]) => onChange(next.length === 0 && !required ? undefined : next);
  return (
    <fieldset className="call-fieldset" aria-describedby={schema.description ? `${id}-hint` : undefined}>
      <legend>
        <FieldLabel name={name} schema={schema} required={required} /> — list of {items.length}
      </legend>
      <FieldHint id={`${id}-hint`} schema={{ description: schema.description }} />
      <ol className="call-array">
        {items.map((item, i) => (
          <li key={i} className="call-array__item">
            {renderItem(item, (v) => set(items.map((old, j) => (j === i ? (v ?? emptyItem(schema.items)) : old))), i)}
            <button
              type="button"
              className="button call-array__remove"
              onClick={() => set(items.filter((_, j) => j !== i))}
            >
              Remove {label} item {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={() => set([...items, emptyItem(schema.items)])}>
        Add {label} item
      </button>
    </fieldset>
  );
}
