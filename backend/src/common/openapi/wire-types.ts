/**
 * The wire types of libs/contracts, generated from the OpenAPI document (ADR 0016): one TypeScript
 * declaration per component schema, named as the schema (the `@ApiSchema({ name })` of the server's
 * request DTO or response schema class). A pure function of the document, no feature knowledge:
 * test/wire-types.spec.ts writes its output to libs/contracts/src/wire/api.generated.ts and fails when
 * the committed file differs.
 *
 * - `description` → JSDoc; `nullable` → `| null`; a property outside `required` → `?`; `enum` → a union
 *   of literals; `$ref` → the schema's name; `allOf` → `extends` (a component) or `&` (a property).
 * - Modes: a schema reached only from request bodies is written as a request (its `readOnly`,
 *   `deprecated` and `format: binary` properties left out: fields the server ignores, legacy fields and
 *   file parts, as the openapi-contract check reads requests); every other schema as a response (all
 *   properties). A schema reached from both is written once when both forms are the same; when they
 *   differ the generator throws: give the request its own schema class.
 */

/** The part of an OpenAPI 3.0 schema object the generator reads. */
export interface WireSchema {
  $ref?: string;
  type?: string;
  format?: string;
  description?: string;
  enum?: unknown[];
  nullable?: boolean;
  readOnly?: boolean;
  deprecated?: boolean;
  properties?: Record<string, WireSchema>;
  required?: string[];
  items?: WireSchema;
  additionalProperties?: boolean | WireSchema;
  allOf?: WireSchema[];
  oneOf?: WireSchema[];
  anyOf?: WireSchema[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

/** The part of an OpenAPI document the generator reads. */
export interface WireDocument {
  paths: Record<string, { [method in (typeof METHODS)[number]]?: unknown }>;
  components?: { schemas?: Record<string, unknown> };
}

export type WireMode = 'request' | 'response';

export interface WireTypesOptions {
  /** The header's first lines (what made the file), each written as a `//` comment. */
  header: string[];
}

const REF_PREFIX = '#/components/schemas/';
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const refName = (ref: string) => ref.slice(REF_PREFIX.length);

/** Every component name a value refers to (`$ref`), however deep. */
function refsOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) refsOf(v, out);
  else if (value && typeof value === 'object') {
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith(REF_PREFIX)) out.add(refName(ref));
    for (const v of Object.values(value)) refsOf(v, out);
  }
  return out;
}

/** The names given and every component they reach. */
function reached(names: Set<string>, schemas: Record<string, WireSchema>): Set<string> {
  const out = new Set<string>();
  const stack = [...names];
  while (stack.length) {
    const name = stack.pop()!;
    if (out.has(name) || !schemas[name]) continue;
    out.add(name);
    for (const ref of refsOf(schemas[name])) stack.push(ref);
  }
  return out;
}

/**
 * The mode each component is written in: `request` when only request bodies (and parameters) reach it,
 * else `response` (also for a schema no operation names, such as an extra model).
 */
export function wireModes(document: WireDocument): Map<string, WireMode> {
  const schemas = (document.components?.schemas ?? {}) as Record<string, WireSchema>;
  const inRequests = new Set<string>();
  const inResponses = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as
        { requestBody?: unknown; parameters?: unknown; responses?: unknown } | undefined;
      if (!operation) continue;
      refsOf([operation.requestBody, operation.parameters], inRequests);
      refsOf(operation.responses, inResponses);
    }
  }
  const requests = reached(inRequests, schemas);
  const responses = reached(inResponses, schemas);
  const modes = new Map<string, WireMode>();
  for (const name of Object.keys(schemas).sort(byName))
    modes.set(name, requests.has(name) && !responses.has(name) ? 'request' : 'response');
  for (const name of requests) {
    if (!responses.has(name)) continue;
    const schema = schemas[name];
    if (declaration(name, schema, 'request') !== declaration(name, schema, 'response'))
      throw new Error(
        `${name} is sent in requests and in responses, and its request form leaves out properties ` +
          '(readOnly, deprecated or binary): give the request its own schema class',
      );
  }
  return modes;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : `'${name.replace(/'/g, "\\'")}'`);
const literal = (value: unknown) =>
  typeof value === 'string'
    ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    : String(value);

const WIDTH = 100;

/** Words of a line in lines of at most `width` characters (a longer word on a line of its own). */
function wrap(line: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...lines, current];
}

/** A JSDoc block, indented, its text wrapped at the repository's print width, or nothing. */
function doc(description: string | undefined, indent: string): string {
  const text = description?.trim();
  if (!text) return '';
  const escaped = text.replace(/\*\//g, '*\\/').split('\n');
  if (escaped.length === 1 && indent.length + escaped[0].length + 7 <= WIDTH)
    return `${indent}/** ${escaped[0]} */\n`;
  const lines = escaped.flatMap((l) => (l.trim() ? wrap(l, WIDTH - indent.length - 3) : ['']));
  return `${indent}/**\n${lines.map((l) => `${indent} *${l ? ` ${l}` : ''}`).join('\n')}\n${indent} */\n`;
}

const kept = (property: WireSchema, mode: WireMode) =>
  mode === 'response' ||
  (!property.readOnly && !property.deprecated && property.format !== 'binary');

/** The TypeScript type of a schema, for a property or an item. */
export function typeOf(schema: WireSchema, mode: WireMode, indent = ''): string {
  const base = bareType(schema, mode, indent);
  return schema.nullable && base !== 'unknown' ? `${base} | null` : base;
}

/** Whether a type is one braced object literal (`{ … }`, not `{ … } | { … }`). */
function oneObject(type: string): boolean {
  if (!type.startsWith('{') || !type.endsWith('}')) return false;
  let depth = 0;
  for (let i = 0; i < type.length; i++) {
    if (type[i] === '{') depth++;
    else if (type[i] === '}' && --depth === 0 && i < type.length - 1) return false;
  }
  return true;
}

/** A type as an operand of `|`, `&` or `[]`: in parentheses unless it is one name, literal or object. */
const operand = (type: string) =>
  /^[\w$.]+(<[\w$., <>[\]]*>)?(\[\])*$|^'[^']*'$/.test(type) || oneObject(type)
    ? type
    : `(${type})`;

function bareType(schema: WireSchema, mode: WireMode, indent: string): string {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => typeOf(s, mode, indent));
    if (schema.properties) parts.push(objectType(schema, mode, indent));
    return parts.length === 1 ? parts[0] : parts.map(operand).join(' & ');
  }
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return union.map((s) => operand(typeOf(s, mode, indent))).join(' | ');
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return schema.items ? `${operand(typeOf(schema.items, mode, indent))}[]` : 'unknown[]';
    case 'object':
    case undefined:
      return objectType(schema, mode, indent);
    default:
      throw new Error(`unsupported schema type ${schema.type}`);
  }
}

/** An object's members, one a line (each with its JSDoc), or null when it has no properties. */
function members(schema: WireSchema, mode: WireMode, indent: string): string | null {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {}).filter(([, p]) => kept(p, mode));
  if (!properties.length) return null;
  const inner = `${indent}  `;
  const lines = properties.map(
    ([name, p]) =>
      `${doc(p.description, inner)}${inner}${key(name)}${required.has(name) ? '' : '?'}: ${typeOf(p, mode, inner)};\n`,
  );
  // Other keys beside named properties: `unknown` (a typed index signature would have to admit every
  // named property's type as well).
  if (schema.additionalProperties) lines.push(`${inner}[key: string]: unknown;\n`);
  return lines.join('');
}

function objectType(schema: WireSchema, mode: WireMode, indent: string): string {
  const body = members(schema, mode, indent);
  if (body !== null) return `{\n${body}${indent}}`;
  const extra = schema.additionalProperties;
  if (extra === undefined || extra === true) return 'Record<string, unknown>';
  if (extra === false) return 'Record<string, never>';
  return `Record<string, ${typeOf(extra, mode, indent)}>`;
}

/** One component's declaration: an interface for an object with properties, else a type alias. */
function declaration(name: string, schema: WireSchema, mode: WireMode): string {
  const comment = doc(schema.description, '');
  const isObject = (schema.type === 'object' || schema.type === undefined) && !schema.nullable;
  const bases = schema.allOf ?? [];
  const body =
    isObject && !schema.oneOf && !schema.anyOf && !schema.enum ? members(schema, mode, '') : null;
  if (body !== null && bases.every((b) => b.$ref && !b.nullable)) {
    const heritage = bases.length
      ? ` extends ${bases.map((b) => refName(b.$ref!)).join(', ')}`
      : '';
    return `${comment}export interface ${name}${heritage} {\n${body}}\n`;
  }
  if (isObject && !bases.length && !schema.oneOf && !schema.anyOf && !schema.enum && body === null)
    return `${comment}export type ${name} = ${objectType(schema, mode, '')};\n`;
  return `${comment}export type ${name} = ${typeOf(schema, mode, '')};\n`;
}

/**
 * The TypeScript source of every component schema of the document, sorted by name, in the repository's
 * Prettier style for the common shapes (the spec runs Prettier over it as well).
 */
export function wireTypesSource(document: WireDocument, options: WireTypesOptions): string {
  const schemas = (document.components?.schemas ?? {}) as Record<string, WireSchema>;
  const modes = wireModes(document);
  const header = options.header.map((line) => `// ${line}`.trimEnd()).join('\n');
  const declarations = [...modes].map(([name, mode]) => declaration(name, schemas[name], mode));
  return `${header}\n\n${declarations.join('\n')}`;
}
