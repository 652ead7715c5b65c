// pdfkit shapes text with fontkit, whose Indic shaper parts from HarfBuzz (the shaper of Chrome,
// Android, LibreOffice) in Kannada: a conjunct of ಕ್ಷ or ಜ್ಞ with a vowel sign (ಲಕ್ಷ್ಮೀ, ಕ್ಷಿತಿ, ಜ್ಞಾನಿ)
// misses the font's ligature and hangs the subscript low. So HarfBuzz shapes every run, and pdfkit
// measures, subsets, embeds and writes the glyphs it gets: a pdfkit font's layout is replaced.
import type * as HarfBuzz from 'harfbuzzjs';
import type { LoadedFont } from './pdf-fonts';

interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

interface GlyphRun {
  glyphs: Glyph[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
  advanceWidth: number;
}

/** The part of pdfkit's embedded font this replaces: its fontkit font's layout, in font units. */
interface FontkitFont {
  unitsPerEm: number;
  layout: (text: string) => GlyphRun;
}

const shaped = new WeakSet<FontkitFont>();

/**
 * Selects the font in the document (registered under `font.name`) and has HarfBuzz shape all text
 * set in it. Throws when pdfkit no longer keeps its font where this expects it.
 */
export function useShapedFont(doc: PDFKit.PDFDocument, harfBuzz: typeof HarfBuzz, font: LoadedFont): void {
  doc.font(font.name);
  const fontkitFont = (doc as unknown as { _font?: { font?: FontkitFont } })._font?.font;
  if (typeof fontkitFont?.layout !== 'function' || fontkitFont.unitsPerEm !== font.shaper.face.upem) {
    throw new Error(`pdfkit's font ${font.name} is not where HarfBuzz shaping expects it (pdfkit changed?)`);
  }
  if (shaped.has(fontkitFont)) return;
  fontkitFont.layout = (text) => shape(harfBuzz, font, text);
  shaped.add(fontkitFont);
}

/**
 * How far the shaped text's ink reaches above and below its baseline, in font units (both
 * positive): vowel signs above, subscript consonants below, which the font's line metrics do
 * not all cover (Kannada's stacked subscripts reach below its descender).
 */
export function inkExtent(harfBuzz: typeof HarfBuzz, font: LoadedFont, text: string): { above: number; below: number } {
  const run = shape(harfBuzz, font, text);
  let above = 0;
  let below = 0;
  for (const [index, glyph] of run.glyphs.entries()) {
    const extents = font.shaper.glyphExtents(glyph.id);
    if (!extents) continue;
    const lift = run.positions[index]?.yOffset ?? 0;
    above = Math.max(above, lift + extents.yBearing);
    below = Math.max(below, -(lift + extents.yBearing + extents.height));
  }
  return { above, below };
}

function shape(harfBuzz: typeof HarfBuzz, font: LoadedFont, text: string): GlyphRun {
  const buffer = new harfBuzz.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  harfBuzz.shape(font.shaper, buffer);
  const infos = buffer.getGlyphInfos();
  const codePoints = glyphCodePoints(
    text,
    infos.map((info) => ({ id: info.codepoint, cluster: info.cluster })),
    font.codePointOf,
  );
  const positions = buffer.getGlyphPositions().map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
    xAdvance,
    yAdvance,
    xOffset,
    yOffset,
  }));
  return {
    glyphs: infos.map((info, index) => ({
      id: info.codepoint,
      advanceWidth: font.shaper.glyphHAdvance(info.codepoint),
      codePoints: codePoints[index] ?? [],
    })),
    positions,
    advanceWidth: positions.reduce((sum, position) => sum + position.xAdvance, 0),
  };
}

/**
 * The characters each glyph stands for in the PDF's text layer (its ToUnicode map, which readers
 * copy and search). A cluster drawn as one glyph stands for all its characters (a ligature: "fi",
 * "ಕಿ"); in a cluster of several, a glyph the font's character map gives a character of the cluster
 * stands for that character, and the first other glyph for the rest. Glyphs come in cluster order;
 * clusters are offsets in `text` (UTF-16, as HarfBuzz counts a JavaScript string).
 */
export function glyphCodePoints(
  text: string,
  glyphs: readonly { id: number; cluster: number }[],
  codePointOf: ReadonlyMap<number, number>,
): number[][] {
  const starts = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  const result: number[][] = glyphs.map(() => []);
  for (const [index, start] of starts.entries()) {
    const members = glyphs.flatMap((glyph, at) => (glyph.cluster === start ? [at] : []));
    const left = [...text.slice(start, starts[index + 1] ?? text.length)].map((char) => char.codePointAt(0) ?? 0);
    const unclaimed: number[] = [];
    for (const at of members) {
      const own = codePointOf.get(glyphs[at]?.id ?? -1);
      const found = members.length > 1 && own !== undefined ? left.indexOf(own) : -1;
      if (found === -1) unclaimed.push(at);
      else result[at] = left.splice(found, 1);
    }
    const first = unclaimed[0];
    if (first !== undefined) result[first] = left;
  }
  return result;
}
