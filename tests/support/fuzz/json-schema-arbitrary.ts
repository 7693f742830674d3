import fc, { type Arbitrary } from 'fast-check';

/** The parts of a JSON Schema (draft 2020-12, as `z.toJSONSchema` writes it) read here. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
}

/**
 * Values real data would use for a field, by field name (ids of seeded records, book codes,
 * known emails): mixed into the generated values so cases reach past "not found".
 */
export type FieldHints = Record<string, readonly unknown[]>;

interface Context {
  root: JsonSchema;
  hints: FieldHints;
  depth: number;
}

const MAX_DEPTH = 6;
/** Keeps generated text and lists small: the point is shape, not size. */
const MAX_TEXT = 40;
const MAX_ITEMS = 4;

/**
 * Values that satisfy the schema (as far as a JSON Schema can say: zod refinements beyond it
 * may still refuse some, which the fuzzing also wants), with the field hints mixed in.
 */
export function validValue(schema: JsonSchema, hints: FieldHints = {}): Arbitrary<unknown> {
  return arbitraryOf(schema, { root: schema, hints, depth: 0 });
}

function arbitraryOf(schema: JsonSchema, context: Context): Arbitrary<unknown> {
  if (context.depth > MAX_DEPTH) return fc.constant(null);
  const next = { ...context, depth: context.depth + 1 };
  if (schema.$ref) return arbitraryOf(resolve(schema.$ref, context.root), next);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, next)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return arbitraryOf(Object.assign({}, ...schema.allOf) as JsonSchema, next);
  }
  const types = [schema.type ?? inferType(schema)].flat().filter(Boolean) as string[];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => arbitraryOfType(type, schema, next)));
}

function inferType(schema: JsonSchema): string | undefined {
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items || schema.prefixItems) return 'array';
  return undefined;
}

function arbitraryOfType(type: string, schema: JsonSchema, context: Context): Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number':
      return numberOf(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayOf(schema, context);
    case 'object':
      return objectOf(schema, context);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema): Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc
        .stringMatching(pattern)
        .filter(
          (value) =>
            value.length >= minLength && value.length <= (schema.maxLength ?? Number.MAX_VALUE),
        );
    } catch {
      // A pattern JavaScript cannot read: plain text of the right length instead.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberOf(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_000) + (integer ? 1 : 0.001);
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000) - (integer ? 1 : 0.001);
  const low = Math.max(min, -Number.MAX_SAFE_INTEGER);
  const high = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function arrayOf(schema: JsonSchema, context: Context): Arbitrary<unknown[]> {
  if (schema.prefixItems) {
    return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, context)));
  }
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
  return fc.array(schema.items ? arbitraryOf(schema.items, context) : fc.jsonValue(), {
    minLength,
    maxLength,
  });
}

function objectOf(schema: JsonSchema, context: Context): Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(
      fc.string({ minLength: 1, maxLength: 12 }),
      arbitraryOf(schema.additionalProperties, context),
      { maxKeys: MAX_ITEMS },
    );
  }
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      const known = context.hints[name];
      const value = arbitraryOf(property, context);
      return [name, known && known.length > 0 ? fc.oneof(fc.constantFrom(...known), value) : value];
    }),
  );
  return fc.record(fields, {
    requiredKeys: Object.keys(fields).filter((name) => required.has(name)),
  });
}

function resolve(ref: string, root: JsonSchema): JsonSchema {
  const name = ref.replace(/^#\/\$defs\//, '');
  const found = root.$defs?.[name];
  if (!found) throw new Error(`Unresolvable $ref ${ref}`);
  return found;
}

/**
 * Values a client should not send: anything JSON can carry, and the valid value broken one
 * field at a time (a field dropped, given another type, or made very long).
 */
export function invalidValue(schema: JsonSchema, hints: FieldHints = {}): Arbitrary<unknown> {
  const broken = validValue(schema, hints).chain((value) => {
    if (!isRecord(value) || Object.keys(value).length === 0) return fc.constant(value);
    const keys = Object.keys(value);
    return fc
      .tuple(fc.constantFrom(...keys), fc.constantFrom('drop', 'retype', 'long'), fc.jsonValue())
      .map(([key, how, other]) => {
        const copy: Record<string, unknown> = { ...value };
        if (how === 'drop') delete copy[key];
        else if (how === 'retype') copy[key] = other;
        else copy[key] = 'x'.repeat(100_000);
        return copy;
      });
  });
  return fc.oneof(broken, fc.jsonValue({ maxDepth: 3 }), fc.constant(null), fc.string());
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
