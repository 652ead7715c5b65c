// The fonts the PDFs embed are read beside the function's bundle: the functions build copies
// them there (lib/fonts/) from the list in src/services/pdf-fonts.json. The upload must carry
// each one, or a deployed function fails on its first badge or certificate.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

interface FontFiles {
  [script: string]: { regular: string; bold: string };
}

/** The font files the upload must hold, as paths in the source folder: lib/fonts/NotoSans_400Regular.ttf. */
export function requiredFontFiles(sourceDir: string): string[] {
  const { main = 'index.js' } = JSON.parse(readFileSync(join(sourceDir, 'package.json'), 'utf8')) as { main?: string };
  const fonts = JSON.parse(readFileSync(join(sourceDir, 'src', 'services', 'pdf-fonts.json'), 'utf8')) as FontFiles;
  const beside = join(dirname(main.replace(/^\.\//, '')), 'fonts');
  return Object.values(fonts).flatMap(({ regular, bold }) =>
    [regular, bold].map((file) => join(beside, basename(file))),
  );
}

export function missingFontProblems(uploaded: readonly string[], required: readonly string[]): string[] {
  return required
    .filter((file) => !uploaded.includes(file))
    .map((file) => `the upload has no ${file}, a font the PDFs embed: run npm run build -w functions`);
}
