// What a PDF's pages draw, read from their content streams: the marked spans with the ActualText
// or Alt their producer gave them, and in each span the embedded fonts its text is set in, the
// glyphs it draws and the rectangles it fills. pdf.js's text content ignores ActualText and gives
// shaped Indic text in the order its glyphs stand on the page; Acrobat and poppler read the
// ActualText, as this does.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Span {
  actualText?: string;
  alt?: string;
  /** The embedded fonts' names, subset tag and all: "ABCDEF+NotoSansKannada-Bold". */
  fonts: string[];
  /** Glyph ids as drawn (two-byte codes of Identity-H fonts); 0 is the font's empty box. */
  glyphs: number[];
  rects: Rect[];
}

type Value = number | string | { name: string } | { bytes: string } | Value[] | { dict: Record<string, Value> };

const DELIMITERS = '()<>[]{}/%';
const isWhite = (char: string) => ' \t\r\n\f\0'.includes(char);
const isRegular = (char: string | undefined) => char !== undefined && !isWhite(char) && !DELIMITERS.includes(char);

/** A PDF string's bytes (one char per byte) as text: UTF-16BE after its byte order mark, else PDFDocEncoding's ASCII. */
export function decodeTextString(bytes: string): string {
  if (!bytes.startsWith('\xfe\xff')) return bytes;
  let text = '';
  for (let at = 2; at + 1 < bytes.length; at += 2) {
    text += String.fromCharCode((bytes.charCodeAt(at) << 8) | bytes.charCodeAt(at + 1));
  }
  return text;
}

/** The tokens of a content stream: operands as values, operators as { op }. */
function* tokens(source: string): Generator<Value | { op: string } | '[' | ']' | '<<' | '>>'> {
  let at = 0;
  while (at < source.length) {
    const char = source[at] ?? '';
    if (isWhite(char)) at += 1;
    else if (char === '%') while (at < source.length && !'\r\n'.includes(source[at] ?? '')) at += 1;
    else if (char === '(') {
      let depth = 1;
      let bytes = '';
      at += 1;
      while (depth > 0 && at < source.length) {
        const next = source[at++] ?? '';
        if (next === '\\') {
          const escaped = source[at++] ?? '';
          const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
          if (/[0-7]/.test(escaped)) {
            const octal = (escaped + source.slice(at, at + 2)).match(/^[0-7]{1,3}/)?.[0] ?? escaped;
            at += octal.length - 1;
            bytes += String.fromCharCode(parseInt(octal, 8) & 0xff);
          } else if (escaped === '\r' || escaped === '\n') {
            if (escaped === '\r' && source[at] === '\n') at += 1;
          } else bytes += simple[escaped] ?? escaped;
        } else {
          if (next === '(') depth += 1;
          if (next === ')') depth -= 1;
          if (depth > 0) bytes += next;
        }
      }
      yield { bytes };
    } else if (source.startsWith('<<', at) || source.startsWith('>>', at)) {
      yield source.slice(at, at + 2) as '<<' | '>>';
      at += 2;
    } else if (char === '<') {
      const end = source.indexOf('>', at);
      const hex = source.slice(at + 1, end).replace(/\s/g, '');
      let bytes = '';
      for (let i = 0; i < hex.length; i += 2)
        bytes += String.fromCharCode(parseInt(hex.slice(i, i + 2).padEnd(2, '0'), 16));
      yield { bytes };
      at = end + 1;
    } else if (char === '[' || char === ']') {
      yield char;
      at += 1;
    } else {
      const start = at;
      at += 1;
      while (isRegular(source[at])) at += 1;
      const word = source.slice(start, at);
      if (word.startsWith('/')) yield { name: word.slice(1) };
      else if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) yield Number(word);
      else yield { op: word };
    }
  }
}

/** The content stream as operators, each with its operands (arrays and dictionaries assembled). */
function operations(source: string): { op: string; operands: Value[] }[] {
  const result: { op: string; operands: Value[] }[] = [];
  const stack: Value[][] = [[]];
  const opened: ('[' | '<<')[] = [];
  for (const token of tokens(source)) {
    const top = stack.at(-1) ?? [];
    if (token === '[' || token === '<<') {
      opened.push(token);
      stack.push([]);
    } else if (token === ']' || token === '>>') {
      opened.pop();
      const items = stack.pop() ?? [];
      const value: Value =
        token === ']'
          ? items
          : {
              dict: Object.fromEntries(
                items.flatMap((item, index) =>
                  index % 2 === 0 && typeof item === 'object' && 'name' in item
                    ? [[item.name, items[index + 1] ?? '']]
                    : [],
                ),
              ),
            };
      (stack.at(-1) ?? []).push(value);
    } else if (typeof token === 'object' && 'op' in token) {
      result.push({ op: token.op, operands: top.splice(0) });
    } else top.push(token);
  }
  return result;
}

const numbers = (values: Value[]) => values.filter((value): value is number => typeof value === 'number');
const stringBytes = (value: Value | undefined) =>
  value && typeof value === 'object' && 'bytes' in value ? value.bytes : undefined;

function glyphsOf(bytes: string): number[] {
  const glyphs: number[] = [];
  for (let at = 0; at + 1 < bytes.length; at += 2) glyphs.push((bytes.charCodeAt(at) << 8) | bytes.charCodeAt(at + 1));
  return glyphs;
}

/** The marked spans of every page, in the order they close. */
export async function pdfSpans(bytes: Uint8Array): Promise<Span[][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const fontNames = new Map<string, string>();
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [key, ref] of fonts?.entries() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict);
      fontNames.set(key.decodeText(), font.lookup(PDFName.of('BaseFont'), PDFName).decodeText());
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const source = streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n');

    const open: Span[] = [];
    const closed: Span[] = [];
    let font = '';
    for (const { op, operands } of operations(source)) {
      if (op === 'BDC' || op === 'BMC') {
        const properties = operands[1];
        const dict = properties && typeof properties === 'object' && 'dict' in properties ? properties.dict : {};
        const actual = stringBytes(dict.ActualText);
        const alt = stringBytes(dict.Alt);
        open.push({
          ...(actual === undefined ? {} : { actualText: decodeTextString(actual) }),
          ...(alt === undefined ? {} : { alt: decodeTextString(alt) }),
          fonts: [],
          glyphs: [],
          rects: [],
        });
      } else if (op === 'EMC') {
        const span = open.pop();
        if (span) closed.push(span);
      } else if (op === 'Tf') {
        const resource = operands[0];
        font =
          typeof resource === 'object' && 'name' in resource ? (fontNames.get(resource.name) ?? resource.name) : '';
      } else if (op === 'Tj' || op === 'TJ' || op === "'" || op === '"') {
        const shown = (op === 'TJ' ? (operands[0] as Value[]) : [operands.at(-1) ?? '']).flatMap((item) => {
          const drawn = stringBytes(item);
          return drawn === undefined ? [] : glyphsOf(drawn);
        });
        for (const span of open) {
          if (!span.fonts.includes(font)) span.fonts.push(font);
          span.glyphs.push(...shown);
        }
      } else if (op === 're') {
        const [x = 0, y = 0, width = 0, height = 0] = numbers(operands);
        for (const span of open) span.rects.push({ x, y, width, height });
      }
    }
    return closed;
  });
}

/** The text of a page as a reader honouring ActualText gets it: its spans' ActualText, joined. */
export function actualText(spans: readonly Span[]): string {
  return spans.map((span) => span.actualText ?? '').join('');
}
