// The fonts the PDFs embed, one Noto family per script (pdf-fonts.json), regular and bold, as the
// TTF files Google publishes, from npm packages that ship them. The functions build copies them
// beside the bundle (lib/fonts/, which deploy uploads); run from source, as unit tests do, they are
// read from the packages. Each is opened once per instance, for pdfkit and for HarfBuzz.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as HarfBuzz from 'harfbuzzjs';
import { SCRIPTS, scriptRuns, type Script } from '../domain/script-runs';
import FONT_FILES from './pdf-fonts.json';

export const FONT_WEIGHTS = ['regular', 'bold'] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

/** The name a font is registered under in a document: "kannada-bold". */
export const fontName = (script: Script, weight: FontWeight) => `${script}-${weight}`;

/** Where the font file is: beside the bundle once built, else in its package. */
export function fontFile(script: Script, weight: FontWeight): string {
  const { package: packageName, [weight]: path } = FONT_FILES[script];
  const bundled = fileURLToPath(new URL(`fonts/${basename(path)}`, import.meta.url));
  if (existsSync(bundled)) return bundled;
  try {
    return createRequire(import.meta.url).resolve(`${packageName}/${path}`);
  } catch {
    throw new Error(`The font ${basename(path)} is missing: the functions build copies it to ${bundled}.`);
  }
}

export interface LoadedFont {
  name: string;
  bytes: Buffer;
  /** The same font for HarfBuzz, which shapes every run set in it. */
  shaper: HarfBuzz.Font;
  /** Glyph id → the code point the font's character map gives it, for the PDF's text layer. */
  codePointOf: Map<number, number>;
}

export interface PdfFonts {
  harfBuzz: typeof HarfBuzz;
  fonts: Map<string, LoadedFont>;
}

async function loadFont(harfBuzz: typeof HarfBuzz, script: Script, weight: FontWeight): Promise<LoadedFont> {
  const bytes = await readFile(fontFile(script, weight));
  const face = new harfBuzz.Face(new harfBuzz.Blob(bytes));
  const shaper = new harfBuzz.Font(face);
  const codePointOf = new Map<number, number>();
  for (const codePoint of face.collectUnicodes()) {
    const glyph = shaper.nominalGlyph(codePoint);
    if (glyph !== undefined && !codePointOf.has(glyph)) codePointOf.set(glyph, codePoint);
  }
  return { name: fontName(script, weight), bytes, shaper, codePointOf };
}

let loading: Promise<PdfFonts> | undefined;

/** Every font, read and opened once per instance (about 2 MB). */
export function loadPdfFonts(): Promise<PdfFonts> {
  loading ??= (async () => {
    // Loaded here, not at start-up: only the PDF endpoints need HarfBuzz.
    const harfBuzz = await import('harfbuzzjs');
    const pairs = SCRIPTS.flatMap((script) => FONT_WEIGHTS.map((weight) => [script, weight] as const));
    const loaded = await Promise.all(pairs.map(([script, weight]) => loadFont(harfBuzz, script, weight)));
    return { harfBuzz, fonts: new Map(loaded.map((font) => [font.name, font])) };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The characters of `text` that no embedded font can print: they would come out as empty boxes.
 * Callers refuse such text before asking for a PDF.
 */
export async function unprintableCharacters(text: string): Promise<string[]> {
  const { fonts } = await loadPdfFonts();
  const missing = new Set<string>();
  for (const run of scriptRuns(text)) {
    for (const weight of FONT_WEIGHTS) {
      const font = fonts.get(fontName(run.script, weight));
      for (const char of run.text) {
        // Joiners and variation selectors are read by shaping, not drawn.
        if (/\p{Default_Ignorable_Code_Point}/u.test(char)) continue;
        if (font?.shaper.nominalGlyph(char.codePointAt(0) ?? 0) === undefined) missing.add(char);
      }
    }
  }
  return [...missing];
}
