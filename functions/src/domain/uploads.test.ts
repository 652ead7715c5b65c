import { describe, it, expect } from 'vitest';
import { MAX_UPLOAD_BYTES } from './limits';
import { paymentProofFormSchema } from './registration-schema';
import { pdfFileSchema } from './upload-schemas';
import { displayFileName, downloadNameOf, hasPdfSignature, isPdfFile, receiptProblem, uploadProblem } from './uploads';

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

describe('receiptProblem', () => {
  it('names the file chosen and what the receipt must be', () => {
    const problem = receiptProblem({ ...pdf, type: 'image/jpeg', name: 'IMG_2041.jpg' });
    expect(problem).toContain('“IMG_2041.jpg” is not a PDF');
    expect(problem).toContain('PDF file the bank’s page lets you download');
  });

  it('gives the size of a file over the limit, and the limit', () => {
    expect(receiptProblem({ ...pdf, size: MAX_UPLOAD_BYTES })).toBeNull();
    const problem = receiptProblem({ ...pdf, size: 7.25 * 2 ** 20 });
    expect(problem).toContain('“receipt.pdf” is 7.3 MB');
    expect(problem).toContain('at most 5 MB');
  });

  it('shortens a long name, keeping its start and its extension', () => {
    const name = `${'statement-of-account-'.repeat(6)}2025.xlsx`;
    const problem = receiptProblem({ ...pdf, type: '', name }) ?? '';
    const quoted = /“(.*)”/.exec(problem)?.[1] ?? '';
    expect(quoted.length).toBeLessThanOrEqual(48);
    expect(quoted.startsWith('statement-of-account-')).toBe(true);
    expect(quoted.endsWith('2025.xlsx')).toBe(true);
  });

  it('quotes the name as displayed: without characters that would reorder the message, cut between code points', () => {
    const reordering = receiptProblem({ ...pdf, type: 'image/png', name: 'receipt\u202Egnp.pdf' }) ?? '';
    expect(reordering).toContain('“receiptgnp.pdf”');
    const emoji = receiptProblem({ ...pdf, type: '', name: `${'😀'.repeat(60)}.png` }) ?? '';
    const quoted = /“(.*)”/u.exec(emoji)?.[1] ?? '';
    expect(Array.from(quoted)).toHaveLength(48);
    expect(quoted).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('is what the payment form’s schema says about the receipt', () => {
    const receipt = { ...pdf, type: 'image/png', name: 'photo.png' };
    const result = paymentProofFormSchema.safeParse({
      registrationId: 'ICEI25-ABCD-EFGH-JKMNP',
      paymentReferenceId: 'SBI123',
      receipt,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([receiptProblem(receipt)]);
  });
});

describe('hasPdfSignature', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('recognises bytes that start with %PDF-', () => {
    expect(hasPdfSignature(bytes('%PDF-1.7\n...'))).toBe(true);
  });

  it('wants the header at byte 0: junk before it, as in an executable carrying a PDF, is refused', () => {
    expect(hasPdfSignature(bytes(`${' '.repeat(100)}%PDF-1.4`))).toBe(false);
    expect(hasPdfSignature(bytes(`MZ${'\0'.repeat(0x4c)}%PDF-1.4`))).toBe(false);
  });

  it('rejects other content', () => {
    expect(hasPdfSignature(bytes('<html><body>%PDF</body></html>'))).toBe(false);
    expect(hasPdfSignature(bytes('%PDF'))).toBe(false);
    expect(hasPdfSignature(new Uint8Array())).toBe(false);
  });
});

describe('downloadNameOf', () => {
  it('drops the random part of a stored name', () => {
    expect(downloadNameOf('payment-receipt-5eed00000003.pdf')).toBe('payment-receipt.pdf');
    expect(downloadNameOf('payment-receipt-2-0123456789ab.pdf')).toBe('payment-receipt-2.pdf');
    expect(downloadNameOf('student-3-id-card-9f2c0a1b2c3d.pdf')).toBe('student-3-id-card.pdf');
    expect(downloadNameOf('ieee-certificate-0123456789ab.png')).toBe('ieee-certificate.png');
    expect(downloadNameOf('student-1-ieee-certificate-0123456789ab.jpg')).toBe('student-1-ieee-certificate.jpg');
  });

  it('knows no name the server cannot have made', () => {
    for (const name of [
      'receipt.pdf',
      'bank-receipt-0123456789ab.exe',
      'payment-receipt-0123456789AB.pdf',
      '..-0123456789ab.pdf',
      'payment-receipt-0123456789ab.pdf.exe',
      'Payment-receipt-0123456789ab.pdf',
      'payment-receipt-0123456789ab',
    ]) {
      expect(downloadNameOf(name), name).toBeNull();
    }
  });
});

describe('displayFileName', () => {
  it('keeps letters of every script, and ZWJ and ZWNJ that Indic and Persian names need', () => {
    expect(displayFileName('Reçu 日本 रसीद.pdf')).toBe('Reçu 日本 रसीद.pdf');
    expect(displayFileName('क्\u200dष.pdf')).toBe('क्\u200dष.pdf');
    expect(displayFileName('می\u200cخواهم.pdf')).toBe('می\u200cخواهم.pdf');
  });

  it('removes bidirectional controls, so "fdp.exe" cannot show as "exe.pdf"', () => {
    expect(displayFileName('Reçu 日本 \u202Efdp.exe')).toBe('Reçu 日本 fdp.exe');
    for (const control of [
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u061c',
    ]) {
      expect(displayFileName(`a${control}b.pdf`)).toBe('ab.pdf');
    }
  });

  it('removes control, invisible and tag characters and line separators', () => {
    expect(displayFileName('a\u0085b\u009bc\u200bd\u2060e\ufefff\u2028g\u00adh\u{e0041}i.pdf')).toBe('abcdefghi.pdf');
    expect(displayFileName('a\u0001b\u007f.pdf')).toBe('ab.pdf');
  });

  it('keeps the last path part, without characters file systems refuse or leading dots', () => {
    expect(displayFileName('C:\\Users\\me\\..\\"re<ce>ipt".pdf')).toBe('receipt.pdf');
    expect(displayFileName(' ..\u202e.htaccess')).toBe('htaccess');
    expect(displayFileName('\u202e')).toBe('file');
  });

  it('cuts a long name by characters, never inside one', () => {
    const cut = displayFileName(`${'a'.repeat(119)}😀😀.pdf`);
    expect(cut).toBe(`${'a'.repeat(119)}😀`);
    expect(() => encodeURIComponent(cut)).not.toThrow(); // it would throw at half a surrogate pair
  });
});
