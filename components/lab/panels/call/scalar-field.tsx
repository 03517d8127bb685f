import type { JsonValue } from '@/lib/mcp/types';
import { FieldHint, FieldLabel, hintId } from './field-label';
import type { FieldSchema } from './field-schema';

export interface FieldProps {
  id: string;
  name: string;
  schema: FieldSchema;
  required: boolean;
  value: JsonValue | undefined;
  onChange: (value: JsonValue | undefined) => void;
}

/** An enum as a choice, a boolean as a checkbox, a number or integer as a number input, a date, or text. */
export function ScalarField({ id, name, schema, required, value, onChange }: FieldProps) {
  const hint = hintId(id, schema);
  const label = (
    <label htmlFor={id} className="call-field__label">
      <FieldLabel name={name} schema={schema} required={required} />
    </label>
  );

  if (schema.enum) {
    const index = schema.enum.findIndex((option) => JSON.stringify(option) === JSON.stringify(value));
    return (
      <div className="call-field">
        {label}
        <select
          id={id}
          aria-describedby={hint}
          value={index < 0 ? '' : String(index)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : schema.enum![Number(e.target.value)])}
        >
          <option value="">{required ? 'Choose…' : '(leave out)'}</option>
          {schema.enum.map((option, i) => (
            <option key={i} value={String(i)}>
              {typeof option === 'string' ? option : JSON.stringify(option)}
            </option>
          ))}
        </select>
        <FieldHint id={`${id}-hint`} schema={schema} />
      </div>
    );
  }

  if (schema.type === 'boolean') {
    return (
      <div className="call-field call-field--check">
        <input
          id={id}
          type="checkbox"
          aria-describedby={hint}
          checked={value === true}
          // Unticked sends false only when the field is required; an optional one is left out.
          onChange={(e) => onChange(e.target.checked ? true : required ? false : undefined)}
        />
        {label}
        <FieldHint id={`${id}-hint`} schema={schema} />
      </div>
    );
  }

  const numeric = schema.type === 'integer' || schema.type === 'number';
  return (
    <div className="call-field">
      {label}
      <input
        id={id}
        type={numeric ? 'number' : schema.format === 'date' ? 'date' : 'text'}
        aria-describedby={hint}
        min={numeric ? schema.minimum : undefined}
        max={numeric ? schema.maximum : undefined}
        step={schema.type === 'integer' ? 1 : numeric ? 'any' : undefined}
        maxLength={numeric ? undefined : schema.maxLength}
        value={value === undefined || value === null || typeof value === 'object' ? '' : String(value)}
        onChange={(e) => {
          const raw = e.target.value;
          if (raw === '') return onChange(undefined);
          onChange(numeric ? Number(raw) : raw);
        }}
      />
      <FieldHint id={`${id}-hint`} schema={schema} />
    </div>
  );
}
