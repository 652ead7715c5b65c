// Photos and screenshots chosen where a PDF is needed (a receipt, a student's ID card): the site
// makes them one-page PDFs before sending, so the server still receives only PDFs. A module of its
// own: only the registration pages that offer it carry these rules and their message.
import { quotedName, UNTYPED, type FileRef } from './uploads';

/** A photo or screenshot the browser could not open (damaged, or a format it cannot read), so not made a PDF. */
export const imageNotReadable = (chosen: string) =>
  `${chosen} could not be opened as a picture on this device, so it could not be turned into a PDF. Please choose a PDF, or a JPEG or PNG photo or screenshot.`;

// HEIC, the iPhone's own format, is tried too: Safari opens it, other browsers give the clear refusal.
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/heic', 'image/heif']);

/**
 * A photo or screenshot (JPEG, PNG, or HEIC where the browser reads it) chosen where a PDF is needed: the site turns it into a
 * one-page PDF before sending it, so the server still receives, checks and keeps only PDFs. Its size
 * is judged after that (a 12-megapixel photo comes out far smaller), its type by declaration or,
 * when the browser declares none, by extension.
 */
export function isImageForPdf(file: FileRef): boolean {
  if (IMAGE_TYPES.has(file.type)) return true;
  return UNTYPED.has(file.type) && /\.(png|jpe?g|hei[cf])$/i.test(file.name);
}

/** The name an image is sent under once it is a PDF: its own name with `.pdf` (receipt.png → receipt.pdf). */
export function pdfNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]*$/, '').trim();
  return `${stem || 'file'}.pdf`;
}

/** A picture that could not be turned into a PDF: the browser could not open it. */
export function unreadableImage(file: FileRef): string {
  return imageNotReadable(quotedName(file.name));
}
