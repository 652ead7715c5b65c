import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfInObjectStream } from '../../../scripts/bench/pdf';
import { MAX_UPLOAD_BYTES } from '../domain/limits';
import { hasPdfTrailer, hasRefusedSignature, inspectContent, isWellFormedJpeg, isWellFormedPng } from './file-content';

const text = (value: string) => Buffer.from(value, 'latin1');

async function onePagePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Receipt 1234');
  return Buffer.from(await document.save());
}

function chunk(type: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, text(type), data, Buffer.alloc(4)]); // CRCs are not checked
}
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', Buffer.alloc(13)),
  chunk('IDAT', Buffer.from([0x78, 0x9c, 0x01, 0x02])),
  chunk('IEND'),
]);

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];
const JPEG = Buffer.from([
  0xff,
  0xd8,
  ...segment(0xe0, [...text('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
  ...segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
  // Scan data with a stuffed 0xFF00 and a restart marker, then the end of the image.
  0x12,
  0xff,
  0x00,
  0x34,
  0xff,
  0xd0,
  0x56,
  0xff,
  0xd9,
]);

describe('hasRefusedSignature', () => {
  it.each([
    ['a Windows executable', 'MZ\x90\x00'],
    ['an ELF binary', '\x7fELF\x02\x01'],
    ['a zip', 'PK\x03\x04\x14\x00'],
    ['a rar', 'Rar!\x1a\x07\x00'],
    ['a 7z', '7z\xbc\xaf\x27\x1c'],
    ['a gzip', '\x1f\x8b\x08'],
    ['a script', '#!/bin/sh\n'],
    ['an HTML page', '<!DOCTYPE html><p>receipt'],
  ])('refuses %s by its first bytes', (_, start) => {
    expect(hasRefusedSignature(text(start))).toBe(true);
  });

  it('refuses markup within the first kilobyte of a PDF, whatever its case', () => {
    expect(hasRefusedSignature(text(`%PDF-1.4\n${' '.repeat(900)}<SCRIPT>alert(1)</SCRIPT>`))).toBe(true);
    expect(hasRefusedSignature(text(`%PDF-1.4\n${' '.repeat(1100)}<script>`))).toBe(false);
  });

  it('refuses a PDF with a zip appended, found by the end record zip readers look for', async () => {
    const zipEnd = Buffer.concat([text('PK\x05\x06'), Buffer.alloc(16), Buffer.from([3, 0]), text('%%E')]);
    expect(hasRefusedSignature(Buffer.concat([await onePagePdf(), zipEnd]))).toBe(true);
    // The same bytes not at the end are not a zip's end record.
    expect(hasRefusedSignature(Buffer.concat([await onePagePdf(), zipEnd, text('\n%%EOF\n')]))).toBe(false);
  });

  it('accepts real PDFs, PNGs and JPEGs', async () => {
    expect(hasRefusedSignature(await onePagePdf())).toBe(false);
    expect(hasRefusedSignature(PNG)).toBe(false);
    expect(hasRefusedSignature(JPEG)).toBe(false);
  });
});

describe('hasPdfTrailer', () => {
  it('finds %%EOF at the end, also followed by line breaks', async () => {
    const pdf = await onePagePdf();
    expect(hasPdfTrailer(pdf)).toBe(true);
    expect(hasPdfTrailer(Buffer.concat([pdf, text('\r\n\n')]))).toBe(true);
  });

  it('misses it in a file cut short, or more than a kilobyte before the end', async () => {
    const pdf = await onePagePdf();
    expect(hasPdfTrailer(pdf.subarray(0, pdf.length - 10))).toBe(false);
    expect(hasPdfTrailer(Buffer.concat([pdf, Buffer.alloc(1024, 0x20)]))).toBe(false);
  });
});

describe('isWellFormedPng', () => {
  it('accepts chunks from IHDR to IEND', () => {
    expect(isWellFormedPng(PNG)).toBe(true);
  });

  it('refuses a PNG cut short, one with bytes after IEND, and one not opening with IHDR', () => {
    expect(isWellFormedPng(PNG.subarray(0, PNG.length - 4))).toBe(false);
    expect(isWellFormedPng(Buffer.concat([PNG, text('PK\x03\x04')]))).toBe(false);
    expect(isWellFormedPng(Buffer.concat([PNG.subarray(0, 8), chunk('IEND')]))).toBe(false);
  });

  it('refuses a chunk longer than the file', () => {
    const broken = Buffer.from(PNG);
    broken.writeUInt32BE(0xffffff, 8 + 25); // the IDAT chunk's length
    expect(isWellFormedPng(broken)).toBe(false);
  });
});

describe('isWellFormedJpeg', () => {
  it('accepts segments, a frame, a scan and the end marker', () => {
    expect(isWellFormedJpeg(JPEG)).toBe(true);
  });

  it('accepts data after the end marker, where phones keep motion photos', () => {
    expect(isWellFormedJpeg(Buffer.concat([JPEG, text('ftypmp42....')]))).toBe(true);
  });

  it('refuses a JPEG cut short, a scan without a frame and a segment longer than the file', () => {
    expect(isWellFormedJpeg(JPEG.subarray(0, JPEG.length - 2))).toBe(false);
    expect(isWellFormedJpeg(Buffer.from([0xff, 0xd8, ...segment(0xda, [1, 1, 0, 0, 0x3f, 0]), 0xff, 0xd9]))).toBe(
      false,
    );
    expect(isWellFormedJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x40, 0x00, 0x00]))).toBe(false);
    expect(isWellFormedJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBe(false);
  });
});

describe('inspectContent', () => {
  it('knows a PDF that opens, a PNG and a JPEG', async () => {
    expect(await inspectContent(await onePagePdf())).toBe('pdf');
    expect(await inspectContent(PNG)).toBe('png');
    expect(await inspectContent(JPEG)).toBe('jpeg');
  });

  it('opens a PDF that declares encryption, as password-less bank receipts do', async () => {
    const document = await PDFDocument.create();
    document.addPage();
    document.context.trailerInfo.Encrypt = document.context.register(
      document.context.obj({ Filter: 'Standard', V: 1, R: 2 }),
    );
    const bytes = await document.save({ useObjectStreams: false });
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Encrypt');
    expect(await inspectContent(bytes)).toBe('pdf');
  });

  it('refuses an executable that carries a PDF header past byte 0', async () => {
    const executable = Buffer.alloc(4096);
    executable.write('MZ', 0, 'latin1');
    executable.write('%PDF-1.4\n', 0x4e, 'latin1');
    executable.write('%%EOF\n', 4000, 'latin1');
    expect(await inspectContent(executable)).toBe('other');
  });

  it('calls a PDF unreadable when it was cut short, has no pages or is not a PDF inside', async () => {
    const pdf = await onePagePdf();
    expect(await inspectContent(pdf.subarray(0, pdf.length - 40))).toBe('unreadable-pdf');
    expect(
      await inspectContent(text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')),
    ).toBe('unreadable-pdf');
    expect(await inspectContent(text(`%PDF-1.4\n${'0 1 2 garbage '.repeat(2_000)}\n%%EOF\n`))).toBe('unreadable-pdf');
  });

  // A PDF read through to the upload limit, and one stopped at the cap, beside the run's other
  // stages: 15 s (docs/development.md, "Timeouts and why").
  it(
    'opens a PDF whose streams inflate to the upload limit, and stops one that inflates to eight times it',
    { timeout: 15_000 },
    async () => {
      // Both are small enough for pdf-lib to read within the checker's time and heap limits: only the
      // cap on what it inflates tells them apart (npm run bench:pdf-check times the larger bomb).
      expect(await inspectContent(pdfInObjectStream(MAX_UPLOAD_BYTES))).toBe('pdf');
      expect(await inspectContent(pdfInObjectStream(8 * MAX_UPLOAD_BYTES))).toBe('unreadable-pdf');
    },
  );

  // Making and inflating the 300 MB sample takes most of it (docs/development.md, "Timeouts and why").
  it(
    'stops a PDF whose object stream inflates far beyond its size, and opens the next one',
    { timeout: 20_000 },
    async () => {
      expect(await inspectContent(pdfInObjectStream(0))).toBe('pdf');
      // 0.3 MB on disk, 300 MB inflated: pdf-lib alone would read it, and a larger one would end the instance.
      expect(await inspectContent(pdfInObjectStream(300 * 1024 * 1024))).toBe('unreadable-pdf');
      expect(await inspectContent(await onePagePdf())).toBe('pdf');
    },
  );
});
