// The accounts registers are live: while one test reads a register and then exports it, the
// suite's other tests (API and browser, side by side) issue invoices and credit notes in the same
// series. A register lists its documents by date, then number, and a test may issue one as of
// another day (X-Suite-Now): a document issued after the read, dated today, comes before a read
// one dated later. So an export asked after a read holds the rows read, in their order, and besides
// them only documents numbered after every one read, in the same series (the same year's register,
// invoices or credit notes); anything else (a row missing, moved or changed, an earlier number, or
// another series) is a fault.
import { invoiceNumberParts } from '../../functions/src/domain/invoice-number';

/** "TEST/2526/" and "invoice": what a later document must share with those read. */
function seriesOf(number: string): string {
  return `${number.slice(0, number.lastIndexOf('/') + 1)} ${invoiceNumberParts(number).series}`;
}

/**
 * What is wrong with `exported` as the numbers `read`, in order, among only later numbers of the
 * same series, or null. `read` must not be empty: a test reads a register after issuing into it.
 */
export function laterRowsProblem(read: readonly string[], exported: readonly string[]): string | null {
  const last = read.at(-1);
  if (last === undefined) return 'nothing was read to compare the export with';
  const wasRead = new Set(read);
  const kept = exported.filter((number) => wasRead.has(number));
  if (kept.join('\n') !== read.join('\n')) {
    return `the export does not hold the rows read, in order: ${JSON.stringify(kept)} against ${JSON.stringify(read)}`;
  }
  const highest = Math.max(...read.map((number) => invoiceNumberParts(number).sequence));
  for (const later of exported.filter((number) => !wasRead.has(number))) {
    if (seriesOf(later) !== seriesOf(last)) return `${later} is not in the series of ${last}`;
    if (invoiceNumberParts(later).sequence <= highest) return `${later} is not numbered after those read`;
  }
  return null;
}
