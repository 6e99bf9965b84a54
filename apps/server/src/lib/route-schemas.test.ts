import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The convention of docs/api.md, checked over the source: a handler that parses the body, query or
 * path of its request (`parseBody(S, request.body)`, `parseInput(S, request.query)`, `S.safeParse(request.query)`), itself or in a
 * function of the same file it calls, declares that very schema in its route options
 * (`schema: { body: S }`), so the OpenAPI document shows what the handler accepts. A handler that
 * hands a part on unparsed (to a service that parses it) declares a schema for it too.
 */

const PARTS = { body: 'body', query: 'querystring', params: 'params' } as const;
type Part = (typeof PARTS)[keyof typeof PARTS];
const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

interface Finding {
  route: string;
  line: number;
  problem: string;
}

const text = (node: ts.Node, source: ts.SourceFile) => node.getText(source).replace(/\s+/g, ' ');

/** `request.body` (also `request.body ?? {}`) as the part it names, else null. */
function requestPart(node: ts.Node): Part | null {
  let inner = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  if (
    ts.isBinaryExpression(inner) &&
    inner.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
  )
    inner = inner.left;
  if (
    ts.isPropertyAccessExpression(inner) &&
    ts.isIdentifier(inner.expression) &&
    inner.expression.text === 'request' &&
    inner.name.text in PARTS
  )
    return PARTS[inner.name.text as keyof typeof PARTS];
  return null;
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node);

/** The functions of the file by name, so a handler's call to `read(request)` is followed. */
function localFunctions(source: ts.SourceFile): Map<string, ts.Node> {
  const found = new Map<string, ts.Node>();
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) found.set(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      if (isFunction(node.initializer)) found.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The route options' `schema: { body, querystring, params }`, each as its source text. */
function declaredSchemas(options: ts.Node | undefined, source: ts.SourceFile) {
  const declared = new Map<Part, string>();
  if (!options || !ts.isObjectLiteralExpression(options)) return declared;
  for (const property of options.properties) {
    if (!ts.isPropertyAssignment(property) || text(property.name, source) !== 'schema') continue;
    if (!ts.isObjectLiteralExpression(property.initializer)) continue;
    for (const entry of property.initializer.properties) {
      const name = entry.name ? text(entry.name, source) : '';
      if (!Object.values(PARTS).includes(name as Part)) continue;
      if (ts.isPropertyAssignment(entry))
        declared.set(name as Part, text(entry.initializer, source));
      if (ts.isShorthandPropertyAssignment(entry)) declared.set(name as Part, name);
    }
  }
  return declared;
}

/** Every `app.get(url, options, handler)` and `app.route({ ..., handler })` of a file. */
function routeCalls(source: ts.SourceFile) {
  const calls: { route: string; line: number; options?: ts.Node; handler: ts.Node }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [url, options, handler] = node.arguments;
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      if (METHODS.has(method) && url && options && handler && isFunction(handler))
        calls.push({
          route: `${method.toUpperCase()} ${text(url, source)}`,
          line,
          options,
          handler,
        });
      if (method === 'route' && url && ts.isObjectLiteralExpression(url)) {
        const handlerOf = url.properties.find(
          (p) => ts.isPropertyAssignment(p) && text(p.name, source) === 'handler',
        );
        if (handlerOf && ts.isPropertyAssignment(handlerOf))
          calls.push({
            route: `route ${line}`,
            line,
            options: url,
            handler: handlerOf.initializer,
          });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/** The problems of one route file; none when every parsed part is declared with its schema. */
function checkRouteSchemas(
  fileName: string,
  code: string,
): { routes: number; findings: Finding[] } {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const functions = localFunctions(source);
  const findings: Finding[] = [];
  const calls = routeCalls(source);
  for (const { route, line, options, handler } of calls) {
    const declared = declaredSchemas(options, source);
    const report = (problem: string) => findings.push({ route, line, problem });
    const parsedInputs = new Set<ts.Node>();
    const seen = new Set<ts.Node>();
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const [first, second] = node.arguments;
        let schema: ts.Node | undefined;
        let input: ts.Node | undefined;
        if (ts.isIdentifier(callee) && ['parseInput', 'parseBody'].includes(callee.text))
          [schema, input] = [first, second];
        if (
          ts.isPropertyAccessExpression(callee) &&
          ['parse', 'safeParse'].includes(callee.name.text)
        )
          [schema, input] = [callee.expression, first];
        const part = input ? requestPart(input) : null;
        if (schema && input && part) {
          parsedInputs.add(input);
          const name = text(schema, source);
          if (!ts.isIdentifier(schema) && !ts.isPropertyAccessExpression(schema))
            report(
              `parses the ${part} with an inline schema: hoist it to a constant and declare it`,
            );
          else if (!declared.has(part))
            report(`parses the ${part} with ${name} but declares no schema.${part}`);
          else if (declared.get(part) !== name)
            report(`parses the ${part} with ${name} but declares ${declared.get(part)}`);
          if (part === 'body' && !(ts.isIdentifier(callee) && callee.text === 'parseBody'))
            report(
              'parses the body without parseBody, so a field it does not take is dropped unsaid',
            );
        }
        const target = ts.isIdentifier(callee) ? functions.get(callee.text) : undefined;
        if (target && !seen.has(target)) {
          seen.add(target);
          visit(target);
        }
      }
      ts.forEachChild(node, visit);
    };
    seen.add(handler);
    visit(handler);
    // A part handed on as it came (to a service that parses it) is declared as well.
    const handOn = (node: ts.Node): void => {
      const part = requestPart(node);
      if (!part) {
        ts.forEachChild(node, handOn);
        return;
      }
      if (!declared.has(part) && !parsedInputs.has(node))
        report(`passes the ${part} on unparsed but declares no schema.${part}`);
    };
    handOn(handler);
  }
  return { routes: calls.length, findings };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const SRC = join(import.meta.dirname, '..');

describe('route schemas are the schemas the handlers parse with (docs/api.md)', () => {
  it('holds for every route of the server', () => {
    const problems: string[] = [];
    let routes = 0;
    for (const file of sourceFiles(SRC)) {
      const code = readFileSync(file, 'utf8');
      if (!code.includes('allow(')) continue;
      const result = checkRouteSchemas(file, code);
      routes += result.routes;
      for (const f of result.findings)
        problems.push(`${relative(SRC, file)}:${f.line} ${f.route}: ${f.problem}`);
    }
    expect(problems).toEqual([]);
    // The walk reaches the routes: about 150 registrations (loops register several routes each).
    expect(routes).toBeGreaterThan(120);
  });

  const fixture = (handler: string, options: string) => `
    const S = z.object({ a: z.string() });
    const T = z.object({ b: z.string() });
    export async function routes(app) {
      const helper = (request) => parseInput(S, request.query);
      app.post('/x', ${options}, async (request) => { ${handler} });
    }`;
  const problemsOf = (handler: string, options: string) =>
    checkRouteSchemas('fixture.routes.ts', fixture(handler, options)).findings.map(
      (f) => f.problem,
    );

  it('accepts a handler that parses with the schemas its route declares', () => {
    const handler = 'parseBody(S, request.body); T.safeParse(request.params);';
    expect(problemsOf(handler, "{ ...allow('dealer'), schema: { body: S, params: T } }")).toEqual(
      [],
    );
  });

  it('reports a handler that parses its body with a schema its route does not declare', () => {
    expect(problemsOf('parseBody(S, request.body ?? {});', "allow('dealer')")).toEqual([
      'parses the body with S but declares no schema.body',
    ]);
  });

  it('reports a route that declares another schema than the one its handler parses with', () => {
    expect(
      problemsOf('parseBody(S, request.body);', "{ ...allow('dealer'), schema: { body: T } }"),
    ).toEqual(['parses the body with S but declares T']);
  });

  it('reports a body parsed in a way that drops the fields its schema does not name', () => {
    const options = "{ ...allow('dealer'), schema: { body: S } }";
    const dropped =
      'parses the body without parseBody, so a field it does not take is dropped unsaid';
    expect(problemsOf('parseInput(S, request.body);', options)).toEqual([dropped]);
    expect(problemsOf('S.parse(request.body);', options)).toEqual([dropped]);
  });

  it('follows a call to a function of the same file that parses the query', () => {
    expect(problemsOf('return helper(request);', "allow('dealer')")).toEqual([
      'parses the querystring with S but declares no schema.querystring',
    ]);
  });

  it('reports an inline schema, and a part handed on unparsed without a declared schema', () => {
    expect(
      problemsOf(
        'parseInput(z.object({}), request.params); service.save(request.body);',
        "allow('dealer')",
      ),
    ).toEqual([
      'parses the params with an inline schema: hoist it to a constant and declare it',
      'passes the body on unparsed but declares no schema.body',
    ]);
  });
});
