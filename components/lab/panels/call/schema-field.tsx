import type { JsonValue } from '@/lib/mcp/types';
import { ArrayField } from './array-field';
import { FieldLabel } from './field-label';
import { asFieldSchema, asJsonObject, withKey, type FieldSchema } from './field-schema';
import { ScalarField, type FieldProps } from './scalar-field';

// Tool schemas are shallow; anything deeper than this is edited in the JSON editor instead.
const MAX_FORM_DEPTH = 6;
const SCALARS = ['string', 'integer', 'number', 'boolean'];

/** One argument's field, chosen by its schema; objects and arrays nest. */
export function SchemaField(props: FieldProps & { depth: number }) {
  const { id, name, schema, required, value, onChange, depth } = props;
  if (depth > MAX_FORM_DEPTH) return <JsonOnly name={name} schema={schema} required={required} />;
  if (schema.enum || SCALARS.includes(schema.type ?? '')) return <ScalarField {...props} />;
  if (schema.type === 'array') {
    const itemSchema = asFieldSchema(schema.items);
    return (
      <ArrayField
        {...props}
        renderItem={(item, onItem, i) => (
          <SchemaField
            id={`${id}-${i}`}
            name={`${name} item ${i + 1}`}
            schema={itemSchema}
            required
            value={item}
            onChange={onItem}
            depth={depth + 1}
          />
        )}
      />
    );
  }
  if (schema.type === 'object') {
    return (
      <fieldset className="call-fieldset">
        <legend>
          <FieldLabel name={name} schema={schema} required={required} />
        </legend>
        {schema.description ? <p className="call-field__hint">{schema.description}</p> : null}
        <ObjectFields
          id={id}
          schema={schema}
          value={value}
          onChange={(v) => onChange(Object.keys(v).length === 0 && !required ? undefined : v)}
          depth={depth + 1}
        />
      </fieldset>
    );
  }
  return <JsonOnly name={name} schema={schema} required={required} />;
}

/** The properties of an object schema, each as a field. */
export function ObjectFields({
  id,
  schema,
  value,
  onChange,
  depth,
}: {
  id: string;
  schema: FieldSchema;
  value: JsonValue | undefined;
  onChange: (value: { [key: string]: JsonValue }) => void;
  depth: number;
}) {
  const object = asJsonObject(value);
  const entries = Object.entries(schema.properties ?? {});
  if (entries.length === 0) return <p className="call-field__hint">No arguments.</p>;
  return entries.map(([key, child]) => (
    <SchemaField
      key={key}
      id={`${id}-${key.replace(/[^\w-]/g, '_')}`}
      name={key}
      schema={asFieldSchema(child)}
      required={schema.required?.includes(key) ?? false}
      value={Object.hasOwn(object, key) ? object[key] : undefined}
      onChange={(v) => onChange(withKey(object, key, v))}
      depth={depth}
    />
  ));
}

function JsonOnly({ name, schema, required }: { name: string; schema: FieldSchema; required: boolean }) {
  return (
    <p className="call-field__hint">
      <FieldLabel name={name} schema={schema} required={required} />: edit this one in the JSON editor.
    </p>
  );
}
