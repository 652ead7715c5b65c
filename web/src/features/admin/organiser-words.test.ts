// Organisers run the event without a developer: no sentence they read names a secret, a setting, a
// file or a piece of code. The sentences are the message catalogue's (what the API answers and the
// site shows: functions/src/domain/messages.ts) and the administration's own (every string and text
// of web/src/features/admin), read from the source as the compiler reads it, so a sentence added
// anywhere there is checked without being listed here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const CATALOGUE = join(ROOT, 'functions/src/domain/messages.ts');
const ADMIN = join(ROOT, 'web/src/features/admin');

/**
 * What names code rather than says what happened: an UPPER_SNAKE name (a secret, an environment
 * variable, a constant), a camelCase name (a field, a function, a setting), a source or settings
 * file (edition.ts, .env.local, deploy.md) or a folder path of the repository.
 */
const CODE_WORDS: readonly [kind: string, pattern: RegExp][] = [
  ['an UPPER_SNAKE name', /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/],
  ['a camelCase name', /\b[a-z]+[A-Z][A-Za-z0-9]*\b/],
  ['a file', /(?:\b[\w-]+)?\.(?:tsx?|jsx?|mjs|json|md|env|ya?ml)\b/],
  ['a path of the repository', /\b(?:functions|web|docs|editions|scripts|src)\/[\w./-]*/],
];

/**
 * Answers to a request no page of the site sends (a program calling the API with the wrong shape,
 * or the local suite's clock): they name the request's fields, as the API's reference does.
 */
const FOR_PROGRAMS = new Set([
  'BILLING_BODY_INVALID',
  'CANCELLATION_BODY_INVALID',
  'INVOICE_CORRECTION_BODY_INVALID',
  'SPONSOR_BODY_INVALID',
  'SUITE_NOW_INVALID',
]);

/** A mistake in the code itself, which a developer meets while writing it and no organiser ever sees. */
const FOR_DEVELOPERS = new Set(['useAdminSession is used outside AdminSessionProvider.']);

interface Sentence {
  where: string;
  text: string;
}

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The export a node belongs to (`const NAME = …`), for the exemptions above. */
function exportName(node: ts.Node): string | undefined {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name)) return at.name.text;
  }
  return undefined;
}

/** Attributes whose values are for the browser and the code (names, ids, styles, addresses), not read. */
const CODE_ATTRIBUTE =
  /^(?:className|id|htmlFor|href|to|type|name|autoComplete|key|role|download|accept|inputMode|pattern|rel|target|method|encType|data-[\w-]+|aria-(?:describedby|labelledby|controls|live))$/;

/** Whether a string is code's own rather than words: an import, a type, a key, an id, a class name. */
function isCodeString(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return true;
  if (ts.isElementAccessExpression(parent)) return parent.argumentExpression === node;
  if (ts.isPropertyAssignment(parent)) return parent.name === node;
  const attribute = ts.isJsxExpression(parent) ? parent.parent : parent;
  return ts.isJsxAttribute(attribute) && CODE_ATTRIBUTE.test(attribute.name.getText());
}

/** Every string, template and JSX text of a file that reads as words (it has a space in it). */
function sentencesOf(path: string): Sentence[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Sentence[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) {
      text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
    } else if (ts.isJsxText(node)) text = node.text;
    const words = text?.replace(/\s+/g, ' ').trim();
    const exempt = FOR_PROGRAMS.has(exportName(node) ?? '') || FOR_DEVELOPERS.has(words ?? '');
    if (words && / /.test(words) && !isCodeString(node) && !exempt) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ where: `${relative(ROOT, path)}:${line}`, text: words });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const codeWordsIn = (text: string) =>
  CODE_WORDS.flatMap(([kind, pattern]) => {
    const match = pattern.exec(text);
    return match ? [`${kind} (${match[0]})`] : [];
  });

const offences = (sentences: readonly Sentence[]) =>
  sentences.flatMap(({ where, text }) => {
    const found = codeWordsIn(text);
    return found.length ? [`${where}: ${found.join(', ')} in “${text}”`] : [];
  });

describe('the words organisers read', () => {
  it('name no secret, setting, file or piece of code in the message catalogue', () => {
    const sentences = sentencesOf(CATALOGUE);
    expect(sentences.length).toBeGreaterThan(200);
    expect(offences(sentences)).toEqual([]);
  });

  // Parses some 130 files with the compiler; three times that on a slower machine
  // (docs/development.md, "Timeouts and why").
  it('name no secret, setting, file or piece of code in the administration pages', { timeout: 15_000 }, () => {
    const sentences = sourceFiles(ADMIN).flatMap(sentencesOf);
    expect(sentences.length).toBeGreaterThan(300);
    expect(offences(sentences)).toEqual([]);
  });

  it('are told apart from code by each of the rule’s patterns', () => {
    // The rule itself, on sentences like the ones it replaced and the ones that replaced them.
    expect(codeWordsIn('Only after the key passes are made with (PASS_SECRET) was changed.')).toEqual([
      'an UPPER_SNAKE name (PASS_SECRET)',
    ]);
    expect(codeWordsIn('Give registrationIds as a list.')).toEqual(['a camelCase name (registrationIds)']);
    expect(codeWordsIn("Add it to the edition's data (certificate, in edition.ts) and deploy again.")).toEqual([
      'a file (edition.ts)',
    ]);
    expect(codeWordsIn("the local suite's functions/.env.local sets it")).toEqual([
      'a file (.env)',
      'a path of the repository (functions/.env.local)',
    ]);
    expect(
      codeWordsIn(
        "Ask whoever maintains the site to add them to this edition's invoicing details (GSTIN, SAC code, PDF), e.g. 2025-10.",
      ),
    ).toEqual([]);
  });
});
