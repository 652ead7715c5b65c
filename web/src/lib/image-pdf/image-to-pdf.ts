// A photo or screenshot made a one-page PDF in the browser. Loaded only when a picture is chosen
// (load-image-to-pdf.ts), so no page's first script carries it.
import { MAX_UPLOAD_BYTES } from '@domain/limits';
import { pdfNameOf } from '@domain/picture-uploads';
import { pdfOfJpeg } from './jpeg-pdf';

/**
 * Longer sides tried in turn until the PDF fits the upload limit. 2,400 pixels keep a receipt's
 * smallest print legible (a phone screenshot is about 2,500 tall; a 12-megapixel photo of an A4
 * page puts about 200 pixels in each inch of paper); the smaller ones are for pictures so detailed
 * that JPEG compresses them badly.
 */
const LONG_SIDES = [2400, 1800, 1200];
/** High enough that small print keeps its edges, low enough that a photo stays well under a megabyte or two. */
const JPEG_QUALITY = 0.85;

/**
 * The picture as a PDF named after it (receipt.png → receipt.pdf). It is drawn upright (as the
 * phone's orientation tag says), on white (a screenshot's transparent parts), at most LONG_SIDES[0]
 * pixels long, and re-encoded as JPEG, which also drops the photo's location and camera data.
 * Rejects when the browser cannot open the picture (damaged, or a format it does not read).
 */
export async function imageToPdf(image: File): Promise<File> {
  const bitmap = await createImageBitmap(image);
  try {
    let pdf: Uint8Array | null = null;
    for (const longSide of LONG_SIDES) {
      pdf = pdfOfJpeg(await jpegOf(bitmap, longSide));
      if (pdf.length <= MAX_UPLOAD_BYTES) break;
    }
    // The last try's PDF even if still too large: the form's size rule then says so, naming it.
    if (!pdf) throw new Error('No size was tried.');
    return new File([pdf as Uint8Array<ArrayBuffer>], pdfNameOf(image.name), { type: 'application/pdf' });
  } finally {
    bitmap.close();
  }
}

async function jpegOf(bitmap: ImageBitmap, longSide: number): Promise<Uint8Array> {
  const scale = Math.min(1, longSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser gave no canvas to draw on.');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  // Freed now rather than when the page next collects: a phone holds the 2,400-pixel canvas twice otherwise.
  canvas.width = 0;
  canvas.height = 0;
  if (!blob) throw new Error('The browser could not encode the picture.');
  return new Uint8Array(await blob.arrayBuffer());
}
