import { describe, expect, it } from 'vitest';
import { startsAsPdf } from './pdf-signature';

describe('startsAsPdf', () => {
  it('takes a file that starts with the PDF header', async () => {
    expect(await startsAsPdf(new Blob(['%PDF-1.7\n…']))).toBe(true);
  });

  it('refuses text, an image or an HTML page named .pdf, and a header further in', async () => {
    expect(await startsAsPdf(new Blob(['not a pdf']))).toBe(false);
    expect(await startsAsPdf(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]))).toBe(false);
    expect(await startsAsPdf(new Blob(['<html>%PDF-1.4</html>']))).toBe(false);
    expect(await startsAsPdf(new Blob([]))).toBe(false);
  });
});
