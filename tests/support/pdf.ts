// PDFs for tests: valid ones of an exact size, for upload limits and progress bars (the
// benchmarks' generator), and the text of one the API made, read back as a reader would.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfOfSize as pdfBytesOfSize } from '../../scripts/bench/pdf';

export async function pdfOfSize(size: number): Promise<Buffer> {
  return Buffer.from(await pdfBytesOfSize(size));
}

// pdf.js reads the metrics of PDF's standard fonts from its own package.
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of a PDF's first page, its pieces joined as they stand. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const [first = ''] = await pdfPageTexts(bytes, 1);
  return first;
}

/** The text of each page (of the first `pages` only, if given), its pieces joined as they stand. */
export async function pdfPageTexts(bytes: Uint8Array, pages = Infinity): Promise<string[]> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= Math.min(pdf.numPages, pages); number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return texts;
}

/** The whole text of a PDF as a reader reads it: a line's end is a space, runs of spaces are one. */
export async function pdfReadingText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? ' ' : ''}` : '')).join(''));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}
