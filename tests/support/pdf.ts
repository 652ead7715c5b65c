// Valid PDFs of an exact size, for upload limits and progress bars: one page and a stream of
// random bytes (incompressible, like a scan), padded with a comment before the trailer.
import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';

export async function pdfOfSize(size: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Payment receipt');
  document.context.register(document.context.stream(randomBytes(Math.max(0, size - 4096))));
  const saved = Buffer.from(await document.save({ useObjectStreams: false }));
  const padding = size - saved.length;
  if (padding < 2) throw new Error(`cannot make a PDF of ${size} bytes`);
  const end = saved.lastIndexOf('startxref');
  const pdf = Buffer.concat([
    saved.subarray(0, end),
    Buffer.from(`%${'x'.repeat(padding - 2)}\n`),
    saved.subarray(end),
  ]);
  if (pdf.length !== size) throw new Error(`made ${pdf.length} bytes instead of ${size}`);
  return pdf;
}
