// Text in the PDFs: each line cut into runs of one script (domain/script-runs), each run set in
// its script's Noto font and shaped by HarfBuzz, and marked with its own text as ActualText, so
// readers that honour it (Acrobat, poppler) copy and search the words as written, not in the
// order the glyphs stand on the page (a Devanagari short i is drawn before its consonant).
import { scriptRuns, type Script } from '../domain/script-runs';
import {
  fontName,
  loadPdfFonts,
  unprintableCharacters,
  type FontWeight,
  type LoadedFont,
  type PdfFonts,
} from './pdf-fonts';
import { inkExtent, useShapedFont } from './pdf-shaping';

export interface TextStyle {
  weight: FontWeight;
  size: number;
  color?: string;
}

export interface FitRequest {
  weight: FontWeight;
  maxSize: number;
  minSize: number;
  width: number;
  maxLines: number;
  /** How tall the lines may be, set as `stack` sets them from their top to their ink's bottom. */
  maxHeight?: number;
  leading?: number;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const ELLIPSIS = '…';
// A single line is preferred down to this share of the largest size, before the text wraps.
const ONE_LINE_FLOOR = 0.85;

/** Spaces of any kind, line breaks included, as single spaces; none at either end. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export class TextSetter {
  private constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: PdfFonts,
  ) {}

  /** Registers every font in the document; the fonts are read once per instance. */
  static async for(doc: PDFKit.PDFDocument): Promise<TextSetter> {
    const fonts = await loadPdfFonts();
    for (const font of fonts.fonts.values()) doc.registerFont(font.name, font.bytes);
    return new TextSetter(doc, fonts);
  }

  /** What is wrong with printing `text`, named by `label`: null when every character has a font. */
  static async printProblem(label: string, text: string): Promise<string | null> {
    const missing = await unprintableCharacters(text);
    return missing.length > 0
      ? `${label} "${text}" has characters no embedded font can print: ${missing.join(' ')}`
      : null;
  }

  /** Refuses text some character of which no embedded font has: it would print as a box. */
  static async assertPrintable(label: string, text: string): Promise<void> {
    const problem = await TextSetter.printProblem(label, text);
    if (problem) throw new Error(problem);
  }

  private font(script: Script, style: TextStyle): LoadedFont {
    const font = this.fonts.fonts.get(fontName(script, style.weight));
    if (!font) throw new Error(`No font for ${script} ${style.weight}`);
    return font;
  }

  private select(script: Script, style: TextStyle): void {
    useShapedFont(this.doc, this.fonts.harfBuzz, this.font(script, style));
    this.doc.fontSize(style.size);
  }

  /** How far the line's ink reaches above and below its baseline, in points. */
  extent(text: string, style: TextStyle): { above: number; below: number } {
    return scriptRuns(text).reduce(
      (extent, run) => {
        const font = this.font(run.script, style);
        const ink = inkExtent(this.fonts.harfBuzz, font, run.text);
        const scale = style.size / font.shaper.face.upem;
        return { above: Math.max(extent.above, ink.above * scale), below: Math.max(extent.below, ink.below * scale) };
      },
      { above: 0, below: 0 },
    );
  }

  /**
   * Baselines for lines set one under the other from `top`: `leading` times the size apart, or
   * further where one line's ink would touch the next (a gap of a tenth of the size); and the
   * bottom of the last line's ink, or of its letters' usual depth.
   */
  stack(
    lines: readonly string[],
    style: TextStyle,
    top: number,
    leading: number,
  ): { baselines: number[]; bottom: number } {
    const extents = lines.map((line) => this.extent(line, style));
    const gap = style.size / 10;
    const baselines: number[] = [];
    for (const [index, extent] of extents.entries()) {
      const previous = baselines.at(-1);
      const below = extents[index - 1]?.below ?? 0;
      baselines.push(
        previous === undefined
          ? top + Math.max(style.size * 0.8, extent.above)
          : previous + Math.max(style.size * leading, below + gap + extent.above),
      );
    }
    const last = baselines.at(-1) ?? top;
    return { baselines, bottom: last + Math.max(style.size * 0.25, extents.at(-1)?.below ?? 0) };
  }

  width(text: string, style: TextStyle): number {
    return scriptRuns(text).reduce((sum, run) => {
      this.select(run.script, style);
      return sum + this.doc.widthOfString(run.text);
    }, 0);
  }

  /** The text broken into lines no wider than `width`, at spaces, else inside an overlong word. */
  wrap(text: string, style: TextStyle, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of oneLine(text).split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (this.width(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = word;
      while (this.width(line, style) > width) {
        const [head, tail] = this.split(line, style, width);
        lines.push(head);
        line = tail;
      }
    }
    if (line !== '') lines.push(line);
    return lines;
  }

  /** The longest run of whole graphemes from the start that fits (at least one), and the rest. */
  private split(word: string, style: TextStyle, width: number): [string, string] {
    let head = '';
    for (const { segment } of graphemes.segment(word)) {
      if (head !== '' && this.width(head + segment, style) > width) break;
      head += segment;
    }
    return [head, word.slice(head.length)];
  }

  /**
   * The largest size from maxSize down to minSize at which the text fits in maxLines lines and
   * maxHeight, one line preferred while its size stays near the largest; at minSize, what does
   * not fit is cut with an ellipsis.
   */
  fit(text: string, request: FitRequest): { size: number; lines: string[] } {
    const { weight, maxSize, minSize, width, maxLines, maxHeight = Infinity, leading = 1.3 } = request;
    const fits = (size: number, lines: string[]) =>
      lines.length <= maxLines && this.stack(lines, { weight, size }, 0, leading).bottom <= maxHeight;
    const sizes: number[] = [];
    for (let size = maxSize; size >= minSize; size -= 0.5) sizes.push(size);
    const line = oneLine(text);
    for (const size of sizes.filter((size) => size >= maxSize * ONE_LINE_FLOOR)) {
      if (this.width(line, { weight, size }) <= width && fits(size, [line])) return { size, lines: [line] };
    }
    for (const size of sizes) {
      const lines = this.wrap(text, { weight, size }, width);
      if (fits(size, lines)) return { size, lines };
    }
    const style = { weight, size: minSize };
    const lines = this.wrap(text, style, width);
    const kept = lines.slice(0, maxLines - 1);
    return { size: minSize, lines: [...kept, this.ellipsize(lines.slice(maxLines - 1).join(' '), style, width)] };
  }

  private ellipsize(text: string, style: TextStyle, width: number): string {
    const parts = [...graphemes.segment(text)].map(({ segment }) => segment);
    while (parts.length > 0 && this.width(parts.join('').trimEnd() + ELLIPSIS, style) > width) parts.pop();
    return parts.join('').trimEnd() + ELLIPSIS;
  }

  /** One line with its baseline at `baseline`, aligned within `width` from `x`. */
  draw(
    line: string,
    style: TextStyle,
    at: { x: number; baseline: number; width?: number; align?: 'left' | 'center' | 'right' },
  ): void {
    const runs = scriptRuns(line).map((run) => ({ ...run, width: this.width(run.text, style) }));
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const room = (at.width ?? total) - total;
    let x = at.x + (at.align === 'center' ? room / 2 : at.align === 'right' ? room : 0);
    for (const run of runs) {
      this.doc.markContent('Span', { actual: run.text });
      this.select(run.script, style);
      this.doc.fillColor(style.color ?? 'black');
      this.doc.text(run.text, x, at.baseline, { lineBreak: false, baseline: 'alphabetic' });
      this.doc.endMarkedContent();
      x += run.width;
    }
  }
}
