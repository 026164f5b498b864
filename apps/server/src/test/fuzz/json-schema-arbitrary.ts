import fc from 'fast-check';
import { hostileJson, hostileString } from './hostile-values.ts';

// Turns the JSON Schemas of the OpenAPI document into fast-check arbitraries: mostly valid values, so a request
// gets past the first check and reaches the service and the database, with one part made hostile.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
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
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= 1_000);
    } catch {
      // A pattern fast-check cannot read: fall back to plain text below.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  return fc.string({ minLength, maxLength });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e6 : schema.exclusiveMinimum + 1);
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e6 : schema.exclusiveMaximum - 1);
  const min = Math.max(low, Number.MIN_SAFE_INTEGER);
  const max = Math.min(high, Number.MAX_SAFE_INTEGER);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value the schema (probably) accepts. */
export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.anything({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => validValue(alternative, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) return validValue(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, depth + 1)));
  }
  switch (types[0]) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validValue(property, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

type Leaf = { container: Record<string, unknown> | unknown[]; key: string | number };

function leavesOf(value: unknown, found: Leaf[] = []): Leaf[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push({ container: value, key: index });
      leavesOf(item, found);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      found.push({ container: value as Record<string, unknown>, key });
      leavesOf(item, found);
    }
  }
  return found;
}

/**
 * A valid value with one part replaced (a hostile string, a wrong type, a deep structure), or sometimes left
 * valid, or replaced whole.
 */
export function hostileValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const oneReplaced = fc
    .tuple(validValue(schema), fc.nat(), fc.oneof(hostileString, hostileJson))
    .map(([valid, index, replacement]) => {
      const copy = structuredClone(valid);
      const leaves = leavesOf(copy);
      const leaf = leaves[index % Math.max(leaves.length, 1)];
      if (!leaf) return replacement;
      (leaf.container as Record<string | number, unknown>)[leaf.key] = replacement;
      return copy;
    });
  return fc.oneof(
    { weight: 5, arbitrary: oneReplaced },
    { weight: 2, arbitrary: validValue(schema) },
    { weight: 1, arbitrary: hostileJson },
  );
}
