// Valid PDFs of an exact size, for upload limits and progress bars: the benchmarks' generator
// (one page and a stream of random bytes, as incompressible as a scan).
import { pdfOfSize as pdfBytesOfSize } from '../../scripts/bench/pdf';

export async function pdfOfSize(size: number): Promise<Buffer> {
  return Buffer.from(await pdfBytesOfSize(size));
}
