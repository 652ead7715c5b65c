import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../domain/limits';
import { CERTIFICATE_TYPE, FILE_TOO_LARGE, ONLY_PDF, PDF_UNREADABLE } from '../domain/messages';
import type { FileContent } from './file-content';
import type { UploadedFile } from './multipart';
import { requireCertificate, requirePdf } from './uploads';

function upload(content: FileContent, size = 1000): UploadedFile {
  return {
    field: 'receipt',
    filename: 'receipt.pdf',
    declaredType: 'application/pdf',
    data: Buffer.alloc(size),
    content,
  };
}

const refusal = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    const { kind, message } = error as { kind: string; message: string };
    return { kind, message };
  }
  return null;
};

describe('requirePdf', () => {
  it('takes a PDF that opens, up to exactly 5 MB', () => {
    expect(requirePdf(upload('pdf'))).toBe('pdf');
    expect(requirePdf(upload('pdf', MAX_UPLOAD_BYTES))).toBe('pdf');
  });

  it('refuses one byte more', () => {
    expect(refusal(() => requirePdf(upload('pdf', MAX_UPLOAD_BYTES + 1)))).toEqual({
      kind: 'too-large',
      message: FILE_TOO_LARGE,
    });
  });

  it('refuses images and anything else as not a PDF, and a PDF that does not open as unreadable', () => {
    for (const content of ['png', 'jpeg', 'other'] as const) {
      expect(refusal(() => requirePdf(upload(content)))).toEqual({ kind: 'unsupported-media', message: ONLY_PDF });
    }
    expect(refusal(() => requirePdf(upload('unreadable-pdf')))).toEqual({
      kind: 'bad-request',
      message: PDF_UNREADABLE,
    });
  });
});

describe('requireCertificate', () => {
  it('takes a PDF, a PNG or a JPEG, stored under the kind its bytes are', () => {
    expect(requireCertificate(upload('pdf'))).toBe('pdf');
    expect(requireCertificate(upload('png'))).toBe('png');
    expect(requireCertificate(upload('jpeg', MAX_UPLOAD_BYTES))).toBe('jpeg');
  });

  it('refuses anything else, a PDF that does not open, and a file over 5 MB', () => {
    expect(refusal(() => requireCertificate(upload('other')))).toEqual({
      kind: 'unsupported-media',
      message: CERTIFICATE_TYPE,
    });
    expect(refusal(() => requireCertificate(upload('unreadable-pdf')))).toEqual({
      kind: 'bad-request',
      message: PDF_UNREADABLE,
    });
    expect(refusal(() => requireCertificate(upload('png', MAX_UPLOAD_BYTES + 1)))).toEqual({
      kind: 'too-large',
      message: FILE_TOO_LARGE,
    });
  });
});
