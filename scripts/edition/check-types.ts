// An edition's content (editions/<id>/content/*.ts) is typed data: web/src/content/types.ts says
// what each page needs. The site's build bundles without type-checking, so a wrong field would
// reach the pages; validate.ts checks the edition's files with the site's compiler options first and
// stops the build naming the file, the line, the field and what was expected.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { ROOT } from '../suite/config';

function editionFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The compiler's complaints about the edition's files, one line each ("file:line: message"). */
export function editionTypeProblems(id: string, folder = join(ROOT, 'editions', id)): string[] {
  const configFile = join(ROOT, 'web', 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, join(ROOT, 'web'));
  // Only the edition's own files are checked, and without the site's ambient types (Node's and
  // Vite's: 107 declaration files), which content, being data, never uses. Checking everything the
  // program loaded took markedly longer, in every build and in its test (docs/development.md,
  // "Timeouts and why").
  const program = ts.createProgram(editionFiles(folder), { ...options, types: [], noEmit: true });
  const sources = program.getRootFileNames().flatMap((file) => program.getSourceFile(file) ?? []);
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...sources.flatMap((source) => [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]),
  ].map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ');
    if (!diagnostic.file || diagnostic.start === undefined) return text;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${relative(ROOT, diagnostic.file.fileName)}:${line + 1}: ${text}`;
  });
}
