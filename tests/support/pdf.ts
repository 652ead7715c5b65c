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
  const pdf = await getDocument({ data: bytes, standardFontDataUrl }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}
