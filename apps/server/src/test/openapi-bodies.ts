// Valid request bodies built from the JSON schemas of the OpenAPI document (/api/docs/json), and the
// fields in them. The input walk (http/bad-input-walk.test.ts) breaks one field at a time of a body
// that is otherwise valid, so that the broken field is the one the server meets. A union (anyOf,
// oneOf) gives one body per alternative, so the fields of every alternative are reached.

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that @fastify/swagger writes for our zod schemas. */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0: a flag on `minimum`; JSON Schema 2020-12: the bound itself. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
}

export type FieldPath = readonly (string | number)[];

/** The part of the OpenAPI document the walk reads: each path's POST and its JSON body schema. */
export interface OpenApiDocument {
  paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } } }>;
}

/** Every POST call of the document by URL, with its JSON body schema (null for a multipart upload). */
export function postCalls(document: OpenApiDocument): { url: string; schema: JsonSchema | null }[] {
  return Object.entries(document.paths).flatMap(([url, item]) =>
    item.post ? [{ url, schema: item.post.requestBody?.content?.['application/json']?.schema ?? null }] : [],
  );
}

export interface BodyField {
  path: FieldPath;
  schema: JsonSchema;
}

export interface SampleBody {
  body: unknown;
  /** Every leaf field of the body (strings, numbers, booleans, enums), with its schema. */
  fields: BodyField[];
}

/** An id that no row has, so that a valid body aims at nothing that exists. */
const MISSING_ID = 999_999;

/** Tried in order for a string with a pattern: the first that matches and fits its lengths is used. */
const PATTERN_CANDIDATES = ['1', '1.00', '2026-01-05', '2026-01', '09:00:00', '09:00', 'MYR', '1155'];

const DATE_TIME_SAMPLE = '2026-12-01T01:00:00Z';

/**
 * Values for fields of these names (where they fit the schema), so that a body gets past the call's
 * first checks: an amount that parses, a symbol and a code that exist, a real time zone.
 */
const SAMPLES_BY_NAME: Record<string, string> = {
  amount: '1.00',
  minAmount: '1.00',
  maxAmount: '1.00',
  price: '1.00',
  blockPrice: '1.00',
  midRate: '1.00',
  quantity: '100',
  minShares: '100',
  symbol: 'MY:1155',
  code: '1155',
  timezone: 'Asia/Kuala_Lumpur',
};

function fits(schema: JsonSchema, text: string): boolean {
  const length = [...text].length;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(text);
}

function sampleString(schema: JsonSchema, path: FieldPath): string {
  const byName = SAMPLES_BY_NAME[String(path.at(-1))];
  if (byName !== undefined && fits(schema, byName)) return byName;
  if (schema.format === 'date-time') return DATE_TIME_SAMPLE;
  if (schema.pattern !== undefined) {
    const candidate = PATTERN_CANDIDATES.find((text) => fits(schema, text));
    if (candidate === undefined) {
      throw new Error(`no sample string for ${pathKey(path)} (pattern ${schema.pattern})`);
    }
    return candidate;
  }
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function lowerBound(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  if (schema.minimum === undefined) return undefined;
  return schema.exclusiveMinimum === true ? schema.minimum + 1 : schema.minimum;
}

function upperBound(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - 1;
  if (schema.maximum === undefined) return undefined;
  return schema.exclusiveMaximum === true ? schema.maximum - 1 : schema.maximum;
}

/** A missing id where the range allows one (ids, counts), else the lowest value allowed. */
function sampleNumber(schema: JsonSchema): number {
  const low = lowerBound(schema);
  const high = upperBound(schema);
  if ((low === undefined || low <= MISSING_ID) && (high === undefined || MISSING_ID <= high))
    return MISSING_ID;
  return low ?? high ?? 0;
}

function pathKey(path: FieldPath): string {
  return path.join('.');
}

interface Sampler {
  /** The alternative chosen at each union, by path; absent: the first. */
  choices: ReadonlyMap<string, number>;
  /** Unions met while sampling, with their number of alternatives. */
  unions: Map<string, number>;
  fields: BodyField[];
}

function sample(schema: JsonSchema, path: FieldPath, sampler: Sampler): unknown {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined) {
    const key = pathKey(path);
    sampler.unions.set(key, alternatives.length);
    const chosen = alternatives[sampler.choices.get(key) ?? 0];
    if (!chosen) throw new Error(`no alternative at ${key}`);
    return sample(chosen, path, sampler);
  }
  if (schema.enum !== undefined) {
    sampler.fields.push({ path, schema });
    return schema.enum[0];
  }
  switch (schema.type) {
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        body[name] = sample(property, [...path, name], sampler);
      }
      return body;
    }
    case 'array': {
      if (schema.maxItems === 0 || !schema.items) return [];
      const count = Math.max(1, schema.minItems ?? 1);
      const items = schema.items;
      return Array.from({ length: count }, (_unused, index) => sample(items, [...path, index], sampler));
    }
    case 'string':
      sampler.fields.push({ path, schema });
      return sampleString(schema, path);
    case 'integer':
    case 'number':
      sampler.fields.push({ path, schema });
      return sampleNumber(schema);
    case 'boolean':
      sampler.fields.push({ path, schema });
      return false;
    case 'null':
    case undefined:
      // Null, or an unconstrained value (z.unknown()): any JSON will do.
      return null;
  }
}

/**
 * One valid body per union alternative (the first body takes the first alternative everywhere; each
 * further body switches one union to another alternative), every optional field filled in.
 */
export function sampleBodies(schema: JsonSchema): SampleBody[] {
  const bodies: SampleBody[] = [];
  const queue = [new Map<string, number>()];
  const seen = new Set<string>();
  for (let choices = queue.shift(); choices !== undefined; choices = queue.shift()) {
    const key = JSON.stringify([...choices].sort());
    if (seen.has(key)) continue;
    seen.add(key);
    const sampler: Sampler = { choices, unions: new Map(), fields: [] };
    bodies.push({ body: sample(schema, [], sampler), fields: sampler.fields });
    for (const [union, count] of sampler.unions) {
      if (choices.has(union)) continue;
      for (let alternative = 1; alternative < count; alternative += 1) {
        queue.push(new Map([...choices, [union, alternative]]));
      }
    }
  }
  return bodies;
}

/** A copy of `body` with the value at `path` replaced. */
export function withValueAt(body: unknown, path: FieldPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(body)) {
    return body.map((item: unknown, index) => (index === head ? withValueAt(item, rest, value) : item));
  }
  if (typeof body === 'object' && body !== null) {
    const copy: Record<string, unknown> = { ...body };
    copy[String(head)] = withValueAt(Reflect.get(body, head), rest, value);
    return copy;
  }
  throw new Error(`no field at ${pathKey(path)}`);
}

export function fieldName(path: FieldPath): string {
  return pathKey(path);
}
