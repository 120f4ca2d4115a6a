import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Holds the OpenAPI document to libs/contracts. The controllers and DTO classes are read as source: what
 * each route's method declares it returns (`Promise<YogaClass[]>`) and the contract types its body's DTO
 * `implements`. The document's types are the ones generator's (src/common/openapi/wire-types.ts, ADR
 * 0016), and the TypeScript compiler checks that each and the contract type of its route are mutually
 * assignable (also with every property made required, so an extra optional property on either side shows):
 * for a contract type re-exported from api.generated.ts that is the same type; for one written by hand
 * (the site content's `PublishedContent<P>`, the error body) it is the check that keeps it equal.
 */

// ---------------------------------------------------------------- controllers and DTOs, read as source

export interface RouteSource {
  /** `ClassesController.list` */
  name: string;
  /** The declared return type, `Promise<…>` unwrapped, with contract names as `C.Name`; null if none. */
  returns: string | null;
  /** Names in the return type that are not from @yoga/contracts. */
  foreign: string[];
  /** The @Body() parameter's DTO class, if any. */
  body: string | null;
}

export interface DtoSource {
  /** Contract types the class implements, as `C.Name`. */
  implements: string[];
}

const GLOBAL_TYPES = new Set(['Array', 'ReadonlyArray', 'Record', 'Partial', 'Omit', 'Pick']);

function walk(dir: string, test: (file: string) => boolean, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, test, out);
    else if (test(entry.name)) out.push(full);
  }
  return out;
}

/** Local name → exported name of what a file imports from @yoga/contracts. */
function contractImports(file: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if ((statement.moduleSpecifier as ts.StringLiteral).text !== '@yoga/contracts') continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      names.set(element.name.text, (element.propertyName ?? element.name).text);
  }
  return names;
}

/** A type node as text, contract names written `C.Name`; other references collected in `foreign`. */
function contractTypeText(
  node: ts.TypeNode,
  file: ts.SourceFile,
  contracts: Map<string, string>,
  foreign: string[],
): string {
  const rewrite: ts.TransformerFactory<ts.Node> = (context) => {
    const visit = (n: ts.Node): ts.Node => {
      if (ts.isTypeReferenceNode(n) && ts.isIdentifier(n.typeName)) {
        const local = n.typeName.text;
        const exported = contracts.get(local);
        const args = n.typeArguments?.map((a) => ts.visitNode(a, visit) as ts.TypeNode);
        if (exported)
          return ts.factory.createTypeReferenceNode(
            ts.factory.createQualifiedName(ts.factory.createIdentifier('C'), exported),
            args,
          );
        if (!GLOBAL_TYPES.has(local)) foreign.push(local);
        return ts.factory.createTypeReferenceNode(local, args);
      }
      return ts.visitEachChild(n, visit, context);
    };
    return (root) => ts.visitNode(root, visit) as ts.Node;
  };
  const [result] = ts.transform(node, [rewrite]).transformed;
  return ts.createPrinter().printNode(ts.EmitHint.Unspecified, result, file);
}

function unwrapPromise(node: ts.TypeNode): ts.TypeNode {
  if (
    ts.isTypeReferenceNode(node) &&
    ts.isIdentifier(node.typeName) &&
    node.typeName.text === 'Promise' &&
    node.typeArguments?.length === 1
  )
    return node.typeArguments[0];
  return node;
}

const decoratorName = (d: ts.Decorator) =>
  ts.isCallExpression(d.expression) && ts.isIdentifier(d.expression.expression)
    ? d.expression.expression.text
    : '';

/** Every controller method of backend/src, by `Class_method` (Nest's operationId). */
export function readControllers(srcDir: string): Map<string, RouteSource> {
  const routes = new Map<string, RouteSource>();
  for (const fileName of walk(srcDir, (f) => f.endsWith('.controller.ts'))) {
    const file = ts.createSourceFile(
      fileName,
      readFileSync(fileName, 'utf8'),
      ts.ScriptTarget.Latest,
    );
    const contracts = contractImports(file);
    for (const statement of file.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name) continue;
      for (const member of statement.members) {
        if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        const foreign: string[] = [];
        const returns = member.type
          ? contractTypeText(unwrapPromise(member.type), file, contracts, foreign)
          : null;
        const bodyParam = member.parameters.find((p) =>
          (ts.getDecorators(p) ?? []).some((d) => decoratorName(d) === 'Body'),
        );
        const body =
          bodyParam?.type && ts.isTypeReferenceNode(bodyParam.type)
            ? bodyParam.type.typeName.getText(file)
            : null;
        routes.set(`${statement.name.text}_${member.name.text}`, {
          name: `${statement.name.text}.${member.name.text}`,
          returns,
          foreign,
          body,
        });
      }
    }
  }
  return routes;
}

/** Every DTO class of backend/src (`*.dto.ts`) and the contract types it implements. */
export function readDtos(srcDir: string): Map<string, DtoSource> {
  const dtos = new Map<string, DtoSource>();
  for (const fileName of walk(srcDir, (f) => f.endsWith('.dto.ts'))) {
    const file = ts.createSourceFile(
      fileName,
      readFileSync(fileName, 'utf8'),
      ts.ScriptTarget.Latest,
    );
    const contracts = contractImports(file);
    for (const statement of file.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name) continue;
      const implemented = (statement.heritageClauses ?? [])
        .filter((h) => h.token === ts.SyntaxKind.ImplementsKeyword)
        .flatMap((h) => h.types)
        .map((t) => {
          const exported = contracts.get(t.expression.getText(file));
          return exported ? `C.${exported}` : null;
        })
        .filter((t): t is string => t !== null);
      dtos.set(statement.name.text, { implements: implemented });
    }
  }
  return dtos;
}

// ---------------------------------------------------------------- the check

export interface Comparison {
  /** `POST /api/auth/login (AuthController.login) response` */
  label: string;
  documented: string;
  contract: string;
}

const PRELUDE = `
type DeepRequired<T> = T extends readonly (infer U)[]
  ? DeepRequired<U>[]
  : T extends object
    ? { [K in keyof T]-?: DeepRequired<Exclude<T[K], undefined>> }
    : T;
`;

/**
 * Writes one TypeScript module with the document's types (`generated`: the source wireTypesSource writes)
 * and one function per comparison, type-checks it against the contract sources, and returns the failures
 * by label. A comparison's `documented` is a type of that source, its `contract` one of `C`.
 */
export function typeCheckComparisons(
  generated: string,
  comparisons: Comparison[],
  contractsEntry: string,
): string[] {
  const lines = [
    `import type * as C from ${JSON.stringify(contractsEntry.replace(/\.ts$/, '.js'))};`,
    PRELUDE,
    generated,
  ];
  comparisons.forEach((c, i) =>
    lines.push(
      `export function check${i}(documented: ${c.documented}, contract: ${c.contract}, ` +
        `documentedAll: DeepRequired<${c.documented}>, contractAll: DeepRequired<${c.contract}>) {`,
      `  const asContract: ${c.contract} = documented;`,
      `  const asDocumented: ${c.documented} = contract;`,
      `  const allAsContract: DeepRequired<${c.contract}> = documentedAll;`,
      `  const allAsDocumented: DeepRequired<${c.documented}> = contractAll;`,
      `  return [asContract, asDocumented, allAsContract, allAsDocumented];`,
      `}`,
    ),
  );
  const checkFile = path.join(path.dirname(contractsEntry), '__openapi_check__.ts');
  const source = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (f) => f === checkFile || fileExists(f);
  host.readFile = (f) => (f === checkFile ? source : readFile(f));
  host.getSourceFile = (f, language, onError, create) =>
    f === checkFile
      ? ts.createSourceFile(f, source, language)
      : getSourceFile(f, language, onError, create);
  const program = ts.createProgram([checkFile], options, host);
  const failures = new Map<string, string[]>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n    ');
    if (d.file?.fileName !== checkFile || d.start === undefined) {
      failures.set('(the check itself)', [...(failures.get('(the check itself)') ?? []), message]);
      continue;
    }
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    const fn = source
      .split('\n')
      .slice(0, line + 1)
      .reverse()
      .find((l) => l.startsWith('export function check'));
    const index = fn ? Number(/check(\d+)/.exec(fn)?.[1]) : NaN;
    const label = comparisons[index]?.label ?? `(line ${line + 1})`;
    failures.set(label, [...(failures.get(label) ?? []), message]);
  }
  return [...failures].map(([label, messages]) => `${label}:\n    ${messages.join('\n    ')}`);
}
