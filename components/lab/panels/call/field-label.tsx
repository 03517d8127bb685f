import type { FieldSchema } from './field-schema';
import { constraints } from './field-schema';

/** A field's label text with "required"/"optional" in words, and its hint (description and constraints). */
export function FieldLabel({ name, schema, required }: { name: string; schema: FieldSchema; required: boolean }) {
  return (
    <>
      <span className="call-field__name">{schema.title ?? name}</span>{' '}
      <span className={required ? 'call-field__required' : 'call-field__optional'}>
        {required ? '(required)' : '(optional)'}
      </span>
    </>
  );
}

export function FieldHint({ id, schema }: { id: string; schema: FieldSchema }) {
  const rules = constraints(schema);
  const text = [schema.description, rules].filter(Boolean).join(' · ');
  if (!text) return null;
  return (
    <span id={id} className="call-field__hint">
      {text}
    </span>
  );
}

export const hintId = (id: string, schema: FieldSchema) =>
  schema.description || constraints(schema) ? `${id}-hint` : undefined;
