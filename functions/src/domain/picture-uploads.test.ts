import { describe, expect, it } from 'vitest';
import { isImageForPdf, pdfNameOf, unreadableImage } from './picture-uploads';
import { receiptProblem, uploadProblem } from './uploads';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('isImageForPdf', () => {
  it('takes JPEG and PNG by their declared type, whatever they are called', () => {
    expect(isImageForPdf(file('IMG_0042', 'image/jpeg'))).toBe(true);
    expect(isImageForPdf(file('Screenshot.png', 'image/png'))).toBe(true);
  });

  it('takes them by extension only when the browser declares no type', () => {
    expect(isImageForPdf(file('photo.JPG', ''))).toBe(true);
    expect(isImageForPdf(file('photo.jpeg', 'application/octet-stream'))).toBe(true);
    expect(isImageForPdf(file('shot.png', 'text/plain'))).toBe(false);
  });

  it('leaves PDFs and every other file to the PDF rule and its message', () => {
    for (const other of [
      file('receipt.pdf', 'application/pdf'),
      file('notes.txt', 'text/plain'),
      file('a.gif', 'image/gif'),
    ]) {
      expect(isImageForPdf(other)).toBe(false);
    }
    expect(uploadProblem(file('a.gif', 'image/gif'))).not.toBeNull();
  });

  it('takes a picture larger than the upload limit: its size is judged once it is a PDF', () => {
    const photo = file('photo.jpg', 'image/jpeg', 6 * 1024 * 1024);
    expect(isImageForPdf(photo)).toBe(true);
    expect(
      receiptProblem({ ...photo, name: pdfNameOf(photo.name), type: 'application/pdf', size: 900_000 }),
    ).toBeNull();
  });
});

describe('pdfNameOf', () => {
  it('keeps the name and gives it .pdf', () => {
    expect(pdfNameOf('receipt.png')).toBe('receipt.pdf');
    expect(pdfNameOf('IMG_0042.JPEG')).toBe('IMG_0042.pdf');
    expect(pdfNameOf('bank receipt.final.jpg')).toBe('bank receipt.final.pdf');
    expect(pdfNameOf('scan')).toBe('scan.pdf');
  });

  it('drops a path, and names a file that had only an extension', () => {
    expect(pdfNameOf('C:\\Users\\asha\\receipt.png')).toBe('receipt.pdf');
    expect(pdfNameOf('.png')).toBe('file.pdf');
  });
});

describe('unreadableImage', () => {
  it('names the picture that could not be opened', () => {
    expect(unreadableImage(file('IMG_0042.HEIC', 'image/heic'))).toMatch(/^“IMG_0042\.HEIC” could not be opened/);
  });
});
