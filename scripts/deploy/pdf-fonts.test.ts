import { relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesToUpload } from './firebase-tools';
import { builtCopyOfFunctions, type FunctionsCopy } from './functions-copy';
import { missingFontProblems, requiredFontFiles } from './pdf-fonts';
import { loadRepository, type Repository } from './repository';

describe('deploy check: the fonts the PDFs embed', () => {
  let repo: Repository;
  let built: FunctionsCopy;

  // Copying and building the function (esbuild) beside the other unit tests: over Vitest's 10 s in
  // a fresh clone's run; 60 s, as the deploy check's own hooks (docs/development.md, "Timeouts and why").
  beforeAll(() => {
    repo = loadRepository();
    built = builtCopyOfFunctions(repo);
  }, 60_000);
  afterAll(() => built.remove());

  const uploaded = async (ignore: string[]) =>
    (await filesToUpload(built.dir, ignore)).map((file) => relative(built.dir, file));

  it('requires a regular and a bold font for each script, beside the bundle', () => {
    const required = requiredFontFiles(built.dir);
    expect(required).toHaveLength(6);
    for (const file of required) expect(file).toMatch(/^lib\/fonts\/NotoSans\w*_(400Regular|700Bold)\.ttf$/);
  });

  it('finds every one in the upload of the function as built', async () => {
    const files = await uploaded(repo.functionsConfig.ignore ?? []);
    expect(missingFontProblems(files, requiredFontFiles(built.dir))).toEqual([]);
  });

  it('names each font the upload lacks', async () => {
    const files = await uploaded([...(repo.functionsConfig.ignore ?? []), '**/*.ttf']);
    const problems = missingFontProblems(files, requiredFontFiles(built.dir));
    expect(problems).toHaveLength(6);
    expect(problems[0]).toMatch(/^the upload has no lib\/fonts\/\S+\.ttf, a font the PDFs embed/);
  });
});
