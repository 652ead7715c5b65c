import { describe, it, expect } from 'vitest';
import { MAX_UPLOAD_BYTES } from './limits';
import { hasPdfSignature, isPdfFile, pdfFileSchema, uploadProblem } from './uploads';

const pdf = { name: 'receipt.pdf', type: 'application/pdf', size: 120_000 };

describe('uploads', () => {
  it('limits each file to 5 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
  });

  it('accepts a PDF by its MIME type', () => {
    expect(isPdfFile(pdf)).toBe(true);
    expect(isPdfFile({ ...pdf, name: 'scan' })).toBe(true);
  });

  it('accepts a .pdf name when the browser sent no usable MIME type', () => {
    expect(isPdfFile({ ...pdf, type: '', name: 'ID.PDF' })).toBe(true);
    expect(isPdfFile({ ...pdf, type: 'application/octet-stream' })).toBe(true);
  });

  it('rejects other types, even named .pdf', () => {
    expect(isPdfFile({ ...pdf, type: 'image/png', name: 'id.png' })).toBe(false);
    expect(isPdfFile({ ...pdf, type: 'text/html', name: 'id.pdf' })).toBe(false);
    expect(isPdfFile({ ...pdf, type: '', name: 'id.jpg' })).toBe(false);
  });

  it('says only PDF files are allowed for anything else', () => {
    expect(uploadProblem({ ...pdf, type: 'image/jpeg', name: 'id.jpg' })).toBe('Only PDF files are allowed!');
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(uploadProblem({ ...pdf, size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(uploadProblem({ ...pdf, size: MAX_UPLOAD_BYTES + 1 })).toBe('Each file must be 5 MB or smaller.');
  });

  it('reports the same problems through pdfFileSchema', () => {
    expect(pdfFileSchema.safeParse(pdf).success).toBe(true);
    expect(pdfFileSchema.safeParse({ ...pdf, type: 'image/png' }).error?.issues[0]?.message).toBe(
      'Only PDF files are allowed!',
    );
  });
});

describe('hasPdfSignature', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('recognises bytes that start with %PDF-', () => {
    expect(hasPdfSignature(bytes('%PDF-1.7\n...'))).toBe(true);
  });

  it('tolerates a little junk before the header, as PDF readers do', () => {
    expect(hasPdfSignature(bytes(`${' '.repeat(100)}%PDF-1.4`))).toBe(true);
  });

  it('rejects other content and a header past the first kilobyte', () => {
    expect(hasPdfSignature(bytes('<html><body>%PDF</body></html>'))).toBe(false);
    expect(hasPdfSignature(bytes(`${' '.repeat(1024)}%PDF-1.4`))).toBe(false);
    expect(hasPdfSignature(new Uint8Array())).toBe(false);
  });
});
