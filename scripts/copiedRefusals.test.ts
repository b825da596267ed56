import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A refusal the server and the MSW world both answer is written once, in src/domain
// (src/domain/refusals.ts): stories and end-to-end tests assert its words, and a copy
// edited on one side only would pass against one back end and fail against the other.
// This reads every message the server throws (`new HttpError(code, message)`) and the
// mocks refuse (`refuse(code, message)`, `refuseWith(…, message)`) and fails on a
// message written out that src/domain already holds, or written out in both trees.

const root = path.resolve(import.meta.dirname, '..');

/** Where the message is among a refusal's arguments. */
const messageArgument: Record<string, (args: readonly ts.Expression[]) => ts.Expression | undefined> = {
  HttpError: (args) => args[1],
  refuse: (args) => args[1],
  // mocks/handlers/record.ts: (method, path, code, message).
  refuseWith: (args) => args[args.length - 1],
};

/** A literal's words, a template's with each `${…}` as `${}`: two copies of one template match whatever their variables. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => '${}' + span.literal.text).join('');
  return null;
}

export interface WrittenMessage {
  /** file:line */
  at: string;
  text: string;
}

/** Every refusal message written out in a file: a literal argument, or a constant of the file holding one. */
export function refusalMessagesIn(file: string, source: string): WrittenMessage[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, string>();
  const calls: { args: readonly ts.Expression[]; pick: (args: readonly ts.Expression[]) => ts.Expression | undefined }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const text = literalText(node.initializer);
      if (text !== null) constants.set(node.name.text, text);
    }
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && ts.isIdentifier(node.expression)) {
      const pick = messageArgument[node.expression.text];
      if (pick && node.arguments) calls.push({ args: node.arguments, pick });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return calls.flatMap(({ args, pick }) => {
    const message = pick(args);
    if (!message) return [];
    const text = ts.isIdentifier(message) ? (constants.get(message.text) ?? null) : literalText(message);
    const line = sourceFile.getLineAndCharacterOfPosition(message.getStart(sourceFile)).line + 1;
    return text === null ? [] : [{ at: `${file}:${line}`, text }];
  });
}

/** Every string and template literal of a file, as `literalText` writes them. */
export function literalsIn(file: string, source: string): Set<string> {
  const texts = new Set<string>();
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== null) texts.add(text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true));
  return texts;
}

/** The problems of the messages written in the server and the mocks, against the domain's literals. */
export function copiedRefusals(server: WrittenMessage[], mocks: WrittenMessage[], domain: Set<string>): string[] {
  const problems = [...server, ...mocks]
    .filter((m) => domain.has(m.text))
    .map((m) => `${m.at} writes out '${m.text}', which src/domain holds: use it from there`);
  const inMocks = new Map(mocks.map((m) => [m.text, m.at]));
  for (const m of server) {
    if (inMocks.has(m.text) && !domain.has(m.text))
      problems.push(`${m.at} and ${inMocks.get(m.text)} both write out '${m.text}': put it in src/domain/refusals.ts`);
  }
  return problems;
}

function sourcesUnder(folder: string): { file: string; source: string }[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.split(path.sep).includes('node_modules'))
    .map((name) => {
      const file = path.join(folder, name).split(path.sep).join('/');
      return { file, source: fs.readFileSync(path.join(root, file), 'utf8') };
    });
}

const messagesUnder = (folder: string) => sourcesUnder(folder).flatMap(({ file, source }) => refusalMessagesIn(file, source));

describe('refusal messages', () => {
  it('are written once, in src/domain, and neither the server nor the mocks copy one', () => {
    const domain = new Set(sourcesUnder('src/domain').flatMap(({ file, source }) => [...literalsIn(file, source)]));
    const problems = copiedRefusals(messagesUnder('server'), messagesUnder('mocks'), domain);
    expect(problems).toEqual([]);
  });

  it('finds a copy, whether a literal, a template or a constant', () => {
    const server = refusalMessagesIn(
      'server/probe.ts',
      [
        "const GONE = 'This banner does not exist';",
        'throw new HttpError(404, GONE);',
        'throw new HttpError(400, `productIds: no such design ${ids.join(", ")}`);',
        "throw new HttpError(409, 'Said by the server alone');",
      ].join('\n'),
    );
    const mocks = refusalMessagesIn(
      'mocks/probe.ts',
      [
        "refuse(409, 'Only the mock says this');",
        "refuse(409, 'Only the mock says this');",
        "refuseWith('post', '/api/x', 409, 'Said by the server alone');",
        'refuse(curationRefusals.missing);',
      ].join('\n'),
    );
    const domain = literalsIn(
      'src/domain/probe.ts',
      "export const m = { a: 'This banner does not exist', b: (ids) => `productIds: no such design ${ids}` };",
    );
    expect(copiedRefusals(server, mocks, domain)).toEqual([
      "server/probe.ts:2 writes out 'This banner does not exist', which src/domain holds: use it from there",
      "server/probe.ts:3 writes out 'productIds: no such design ${}', which src/domain holds: use it from there",
      "server/probe.ts:4 and mocks/probe.ts:3 both write out 'Said by the server alone': put it in src/domain/refusals.ts",
    ]);
  });
});
