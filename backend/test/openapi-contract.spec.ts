import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildApiDocument } from '../src/common/openapi/document.js';
import { typeOf, wireTypesSource, type WireSchema } from '../src/common/openapi/wire-types.js';
import {
  readControllers,
  readDtos,
  typeCheckComparisons,
  type Comparison,
} from './support/openapi-contract.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(here, '../src');
const CONTRACTS = path.resolve(here, '../../libs/contracts/src/index.ts');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const WRITES = new Set(['put', 'post', 'patch', 'delete']);

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
type Content = Record<string, { schema?: Record<string, unknown> }>;
interface Route {
  label: string;
  method: string;
  operation: Operation;
}

/** The 2xx answers of an operation: status and content. */
function successes(operation: Operation): [string, Content | undefined][] {
  return Object.entries(operation.responses)
    .filter(([status]) => /^2\d\d$/.test(status))
    .map(([status, response]) => [status, (response as { content?: Content }).content]);
}

describe('the OpenAPI document and the wire contract (libs/contracts)', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  let routes: Route[];
  const controllers = readControllers(SRC);
  const dtos = readDtos(SRC);

  beforeAll(async () => {
    t = await createTestApp();
    document = buildApiDocument(t.app);
    routes = Object.entries(document.paths).flatMap(([url, item]) =>
      METHODS.flatMap((method) => {
        const operation = item[method];
        return operation ? [{ label: `${method.toUpperCase()} ${url}`, method, operation }] : [];
      }),
    );
  });
  afterAll(() => t.close());

  const source = (route: Route) => controllers.get(route.operation.operationId ?? '');

  it('documents every route of every controller (each operation is a controller method)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(62);
    expect(routes.filter((r) => !source(r)).map((r) => r.label)).toEqual([]);
  });

  it('gives every operation a success response with a schema', () => {
    const missing = routes.filter((route) => {
      const answers = successes(route.operation);
      return (
        !answers.length ||
        answers.some(([, content]) => !content || Object.values(content).some((c) => !c.schema))
      );
    });
    expect(missing.map((r) => r.label)).toEqual([]);
  });

  it('documents the body of every write that reads one', () => {
    const writes = routes.filter((r) => WRITES.has(r.method));
    const missing = writes.filter((route) => {
      const body = route.operation.requestBody as { content?: Content } | undefined;
      const reads = !!source(route)?.body;
      return (
        (reads && !body) ||
        (body && (!body.content || Object.values(body.content).some((c) => !c.schema)))
      );
    });
    expect(missing.map((r) => r.label)).toEqual([]);
  });

  it('answers every error with the one ApiErrorBody', () => {
    const errorBody = (route: Route) =>
      (route.operation.responses.default as { content?: Content } | undefined)?.content?.[
        'application/json'
      ]?.schema?.$ref;
    const other = routes.filter(
      (route) => errorBody(route) !== '#/components/schemas/ApiErrorBody',
    );
    expect(other.map((r) => r.label)).toEqual([]);
  });

  /**
   * The JSON answers of a route: the status, the type the one generator writes for the schema, and
   * whether the document names it (a component, or a list of one) rather than spelling it out.
   */
  const jsonAnswers = (route: Route) =>
    successes(route.operation).flatMap(([status, content]) => {
      const schema = content?.['application/json']?.schema as WireSchema | undefined;
      if (!schema) return [];
      const named = !!(schema.$ref ?? (schema.type === 'array' && schema.items?.$ref));
      return [{ status, type: typeOf(schema, 'response'), named }];
    });

  // An answer the document spells out (a union of components, an open object) is held by the next test.
  it('names every JSON answer by the contract type its controller method returns', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const code = source(route);
      const answers = jsonAnswers(route);
      if (!code || !answers.length) continue;
      const label = `${route.label} (${code.name})`;
      if (!code.returns) problems.push(`${label}: declares no return type`);
      else if (code.foreign.length)
        problems.push(`${label}: returns ${code.foreign.join(', ')}, not a contract type`);
      else
        for (const { status, type, named } of answers)
          if (named && type !== code.returns.replace(/\bC\./g, ''))
            problems.push(`${label} ${status}: documents ${type}, returns ${code.returns}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps each contract type a route names equal to the document (the error body too)', () => {
    const problems: string[] = [];
    const comparisons = new Map<string, Comparison>();
    const compare = (label: string, documented: string, contract: string) => {
      const key = `${documented} = ${contract}`;
      if (!comparisons.has(key)) comparisons.set(key, { label, documented, contract });
    };
    compare('the error body (ApiErrorBody)', 'ApiErrorBody', 'C.ApiErrorBody');
    for (const route of routes) {
      const code = source(route);
      if (!code) continue;
      const label = `${route.label} (${code.name})`;
      if (code.returns && !code.foreign.length)
        for (const { status, type } of jsonAnswers(route))
          compare(`${label} ${status} response`, type, code.returns);
      if (!code.body) continue;
      const implemented = dtos.get(code.body)?.implements ?? [];
      if (!implemented.length)
        problems.push(`${label}: ${code.body} implements no contract request type`);
      const body = route.operation.requestBody as { content?: Content } | undefined;
      for (const [type, media] of Object.entries(body?.content ?? {})) {
        const documented = typeOf(media.schema as WireSchema, 'request');
        for (const contract of implemented)
          compare(`${label} request body (${type})`, documented, contract);
      }
    }
    // Most contract types are re-exported from api.generated.ts (the same type); the ones written by
    // hand are held here: the site content's PublishedContent<P> and AdminContent<P>, the error body.
    expect([...comparisons.values()].map((c) => c.contract)).toEqual(
      expect.arrayContaining(['C.PublishedContent', 'C.AdminContent', 'C.ApiErrorBody']),
    );
    const generated = wireTypesSource(document, { header: ['the document, for the check'] });
    const failures = typeCheckComparisons(generated, [...comparisons.values()], CONTRACTS);
    expect([...problems, ...failures]).toEqual([]);
  });
});
