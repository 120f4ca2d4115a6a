import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildApiDocument } from '../src/common/openapi/document.js';
import {
  componentType,
  readControllers,
  readDtos,
  schemaType,
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

  it('documents each response and request body exactly as the contract type of its route', () => {
    const comparisons: Comparison[] = [
      {
        label: 'the error body (ApiErrorBody)',
        documented: componentType('ApiErrorBody', 'response'),
        contract: 'C.ApiErrorBody',
      },
    ];
    const problems: string[] = [];
    for (const route of routes) {
      const code = source(route);
      if (!code) continue;
      const label = `${route.label} (${code.name})`;
      const json = successes(route.operation).filter(([, c]) => c?.['application/json']);
      if (json.length) {
        if (!code.returns) problems.push(`${label}: declares no return type`);
        else if (code.foreign.length)
          problems.push(`${label}: returns ${code.foreign.join(', ')}, not a contract type`);
        else
          for (const [status, content] of json)
            comparisons.push({
              label: `${label} ${status} response`,
              documented: schemaType(content!['application/json'].schema!, 'response'),
              contract: code.returns,
            });
      }
      if (code.body) {
        const implemented = dtos.get(code.body)?.implements ?? [];
        const body = route.operation.requestBody as { content?: Content } | undefined;
        if (!implemented.length)
          problems.push(`${label}: ${code.body} implements no contract request type`);
        for (const [type, media] of Object.entries(body?.content ?? {}))
          for (const contract of implemented)
            comparisons.push({
              label: `${label} request body (${type})`,
              documented: schemaType(media.schema!, 'request'),
              contract,
            });
      }
    }
    expect(comparisons.length).toBeGreaterThan(60);
    expect([...problems, ...typeCheckComparisons(document, comparisons, CONTRACTS)]).toEqual([]);
  });
});
