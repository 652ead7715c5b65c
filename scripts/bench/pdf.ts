// The benchmarks' uploads: PDFs the server accepts (they start with "%PDF-", end with "%%EOF" and
// open in pdf-lib with a page), of an exact size, filled with random bytes so they are as
// incompressible as a scan.
import { randomBytes } from 'node:crypto';
import { constants, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

// More than a blank page, the stream's own dictionary, the cross-reference table and the trailer
// take (about 440 bytes); what is left over becomes a comment. Also the smallest size made.
const STRUCTURE_BYTES = 512;

/**
 * A one-page PDF of exactly `size` bytes: a blank page plus an unreferenced stream of random bytes
 * (its /Length is direct, so pdf-lib steps over it instead of searching for its end), padded to the byte with
 * a comment before `startxref`, which moves no object the cross-reference table points at.
 */
export async function pdfOfSize(size: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!Number.isInteger(size) || size < STRUCTURE_BYTES) {
    throw new Error(`a bench PDF takes ${STRUCTURE_BYTES} bytes at least, not ${size}`);
  }
  const document = await PDFDocument.create({ updateMetadata: false });
  document.addPage();
  document.context.register(document.context.stream(randomBytes(size - STRUCTURE_BYTES)));
  const saved = Buffer.from(await document.save({ useObjectStreams: false }));
  const padding = size - saved.length;
  if (padding < 2) throw new Error(`cannot make a PDF of ${size} bytes (the document alone takes ${saved.length})`);
  const end = saved.lastIndexOf('startxref');
  const pdf = Buffer.concat([
    saved.subarray(0, end),
    Buffer.from(`%${'x'.repeat(padding - 2)}\n`),
    saved.subarray(end),
  ]);
  if (pdf.length !== size) throw new Error(`made ${pdf.length} bytes instead of ${size}`);
  return new Uint8Array(pdf);
}

const latin1 = (value: string) => Buffer.from(value, 'latin1');

/** A one-page PDF whose catalog, page tree and page sit in a compressed object stream, padded when inflated. */
export function pdfInObjectStream(padding: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let offset = 0;
  const index = objects.map((object, position) => {
    const entry = `${position + 1} ${offset}`;
    offset += object.length + 1;
    return entry;
  });
  const header = `${index.join(' ')}\n`;
  const content = header + objects.join('\n');
  // One buffer of spaces with the objects written at its start: no copy of the padding.
  const body = Buffer.alloc(content.length + padding, 0x20);
  body.write(content, 'latin1');
  // Run-length matching only: the padding is one byte repeated, which it encodes as small as the
  // default strategy does, six times sooner (300 MB: 0.2 s against 1.3 s).
  const deflated = deflateSync(body, { strategy: constants.Z_RLE });
  return Buffer.concat([
    latin1(
      `%PDF-1.5\n4 0 obj\n<< /Type /ObjStm /N 3 /First ${header.length} /Filter /FlateDecode /Length ${deflated.length} >>\nstream\n`,
    ),
    deflated,
    latin1('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}
