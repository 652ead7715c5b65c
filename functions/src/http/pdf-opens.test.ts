import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfOpens, stopPdfChecker } from './pdf-opens';

async function onePagePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage();
  return document.save();
}

afterEach(() => vi.useRealTimers());

describe('the PDF checker', () => {
  // A thread of its own loads pdf-lib, beside the run's other stages: 15 s (docs/development.md,
  // "Timeouts and why").
  it(
    'counts a check’s time from when its thread has loaded pdf-lib, not from its start',
    { timeout: 15_000 },
    async () => {
      const pdf = await onePagePdf();
      await stopPdfChecker();
      // Only the parent's clock is faked: the thread loads pdf-lib in real time meanwhile.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const check = pdfOpens(pdf);
      // A busy machine: more than any time limit passes while the new thread is still starting.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await check).toBe(true);
    },
  );
});
