// The accounts registers are live: while one test reads a register and then exports it, the
// suite's other tests (API and browser, side by side) issue invoices and credit notes in the same
// series. An export asked after a read therefore holds the rows read, in order, then only documents
// numbered after the last of them in the same series (the same year's register, invoices or credit
// notes); anything else (a row missing, moved, changed, or from another series) is a fault.
import { invoiceNumberParts } from '../../functions/src/domain/invoice-number';

/** "TEST/2526/" and "invoice": what a later document must share with the last one read. */
function seriesOf(number: string): string {
  return `${number.slice(0, number.lastIndexOf('/') + 1)} ${invoiceNumberParts(number).series}`;
}

/**
 * What is wrong with `exported` as the numbers `read` followed only by later numbers of the same
 * series, or null. `read` must not be empty: a test reads a register after issuing into it.
 */
export function laterRowsProblem(read: readonly string[], exported: readonly string[]): string | null {
  const last = read.at(-1);
  if (last === undefined) return 'nothing was read to compare the export with';
  const head = exported.slice(0, read.length);
  if (head.join('\n') !== read.join('\n')) {
    return `the export does not start with the rows read: ${JSON.stringify(head)} against ${JSON.stringify(read)}`;
  }
  let previous = last;
  for (const later of exported.slice(read.length)) {
    if (seriesOf(later) !== seriesOf(last)) return `${later} is not in the series of ${last}`;
    if (invoiceNumberParts(later).sequence <= invoiceNumberParts(previous).sequence) {
      return `${later} is not numbered after ${previous}`;
    }
    previous = later;
  }
  return null;
}
