// A4 pages of business text, set from the top down (the tax invoice and the credit note): blocks
// are laid out first and measured, then placed, a new page started where the next would cross the
// bottom margin. Every word goes through pdf-text, so any script the PDFs print comes out shaped.
import { TextSetter, type TextStyle } from './pdf-text';

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const WIDTH = PAGE.width - 2 * MARGIN;
export const INK = '#1b2a41';
export const MUTED = '#5b6472';
export const BODY: TextStyle = { weight: 'regular', size: 9.5, color: INK };
export const BOLD: TextStyle = { ...BODY, weight: 'bold' };
const RULE = '#c3c9d2';
const SHADE = '#eef1f5';
const LEADING = 1.35;
const CELL_PADDING = 5;

/** Something laid out, to be drawn with its top at a given height: measured before it is placed. */
export interface Piece {
  height: number;
  draw: (top: number) => void;
}

export interface TableColumn {
  heading: string;
  width: number;
  align: 'left' | 'right';
}

export class Sheet {
  /** Where the next piece goes. */
  top = MARGIN;
  /** The top of the page where nothing is drawn yet: a new page would not give more room. */
  private freshTop = MARGIN;

  private constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly text: TextSetter,
    /** Atop every page after the first, so that a loose page still names its document. */
    private readonly continued: string,
  ) {}

  static async for(doc: PDFKit.PDFDocument, continued: string): Promise<Sheet> {
    return new Sheet(doc, await TextSetter.for(doc), continued);
  }

  /** Draws the piece `gap` below the last, on a new page if it would cross the bottom margin. */
  place(piece: Piece, gap = 0): void {
    if (!this.ensureRoom(gap + piece.height)) this.top += gap;
    piece.draw(this.top);
    this.top += piece.height;
  }

  /** Pieces one under the other, each `gap` below the one before. */
  column(pieces: readonly (readonly [number, Piece])[]): Piece {
    const offsets: number[] = [];
    let height = 0;
    for (const [gap, piece] of pieces) {
      offsets.push(height + gap);
      height += gap + piece.height;
    }
    return { height, draw: (top) => pieces.forEach(([, piece], index) => piece.draw(top + (offsets[index] ?? 0))) };
  }

  /** Pieces side by side, from the same top, as tall as the tallest. */
  beside(pieces: readonly Piece[]): Piece {
    return {
      height: Math.max(0, ...pieces.map((piece) => piece.height)),
      draw: (top) => pieces.forEach((piece) => piece.draw(top)),
    };
  }

  /** The text, its own line breaks kept, wrapped to `width`. */
  paragraph(content: string, style: TextStyle, x: number, width: number, align: 'left' | 'right' = 'left'): Piece {
    const lines = this.lines(content, style, width);
    if (lines.length === 0) return { height: 0, draw: () => undefined };
    const { baselines, bottom } = this.text.stack(lines, style, 0, LEADING);
    return {
      height: bottom,
      draw: (top) =>
        lines.forEach((line, index) =>
          this.text.draw(line, style, { x, baseline: top + (baselines[index] ?? 0), width, align }),
        ),
    };
  }

  /** "Label: value", the value wrapped beside the label, or under it when the label is long. */
  field(label: string, value: string, x: number, width: number): Piece {
    const head = `${label}: `;
    const indent = this.text.width(head, BOLD);
    if (indent > width / 2) {
      return this.column([
        [0, this.paragraph(head, BOLD, x, width)],
        [0, this.paragraph(value, BODY, x, width)],
      ]);
    }
    const lines = this.lines(value, BODY, width - indent);
    const { baselines, bottom } = this.text.stack([`${head}${lines[0] ?? ''}`, ...lines.slice(1)], BODY, 0, LEADING);
    return {
      height: bottom,
      draw: (top) => {
        this.text.draw(head, BOLD, { x, baseline: top + (baselines[0] ?? 0) });
        lines.forEach((line, index) =>
          this.text.draw(line, BODY, { x: x + indent, baseline: top + (baselines[index] ?? 0) }),
        );
      },
    };
  }

  /** A rule across the page at `y`. */
  rule(y: number, lineWidth = 0.6, color = RULE): void {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  }

  /**
   * A table row across the page: each cell wrapped in its column, the row as tall as its tallest
   * cell, ruled under. `onNewPage` draws what a page continuing the table starts with (its headings).
   */
  row(
    columns: readonly TableColumn[],
    cells: readonly string[],
    style: TextStyle,
    options: { shade?: boolean; onNewPage?: () => void } = {},
  ): void {
    let x = MARGIN;
    const pieces = columns.map((column, index) => {
      const piece = this.paragraph(
        cells[index] ?? '',
        style,
        x + CELL_PADDING,
        column.width - 2 * CELL_PADDING,
        column.align,
      );
      x += column.width;
      return piece;
    });
    const height = Math.max(...pieces.map((piece) => piece.height)) + 2 * CELL_PADDING;
    if (this.ensureRoom(height)) options.onNewPage?.();
    if (options.shade) this.doc.rect(MARGIN, this.top, WIDTH, height).fill(SHADE);
    this.beside(pieces).draw(this.top + CELL_PADDING);
    this.top += height;
    this.rule(this.top);
  }

  /** A row under a table: its label right-aligned before the last `figureWidth`, its figure in it. */
  total(label: string, figure: string, style: TextStyle, figureWidth: number, options: { shade?: boolean } = {}): void {
    const labelWidth = WIDTH - figureWidth;
    const pieces = [
      this.paragraph(label, style, MARGIN + CELL_PADDING, labelWidth - 2 * CELL_PADDING, 'right'),
      this.paragraph(figure, style, MARGIN + labelWidth + CELL_PADDING, figureWidth - 2 * CELL_PADDING, 'right'),
    ];
    const height = Math.max(...pieces.map((piece) => piece.height)) + 2 * CELL_PADDING;
    this.ensureRoom(height);
    if (options.shade) this.doc.rect(MARGIN, this.top, WIDTH, height).fill(SHADE);
    this.beside(pieces).draw(this.top + CELL_PADDING);
    this.top += height;
  }

  private lines(content: string, style: TextStyle, width: number): string[] {
    return content.split(/\r?\n/).flatMap((part) => this.text.wrap(part, style, width));
  }

  /** Starts a new page when `height` does not fit above the bottom margin; says whether it did. */
  private ensureRoom(height: number): boolean {
    if (this.top + height <= PAGE.height - MARGIN || this.top === this.freshTop) return false;
    this.doc.addPage();
    const heading = this.paragraph(this.continued, { ...BODY, color: MUTED }, MARGIN, WIDTH);
    heading.draw(MARGIN);
    this.top = MARGIN + heading.height + 10;
    this.freshTop = this.top;
    return true;
  }
}
