import { useRef, useState } from 'react';
import { FORM_CHECKS_NOT_LOADED } from '@domain/messages';
import { pdfNameOf, unreadableImage } from '@domain/picture-uploads';
import { displayFileName } from '@domain/uploads';
import { ChunkUnavailable, loadOnce } from '../load-once';

/** The converter, fetched the first time a picture is chosen (docs/decisions/0024). */
const converter = loadOnce(() => import('./image-to-pdf'));

/**
 * What a PDF field offers to choose: PDFs, photos and screenshots. HEIC is left out on purpose:
 * asked for JPEG only, an iPhone's picker hands over its HEIC photos converted to JPEG.
 */
export const PDF_OR_PICTURE = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** What a chosen picture became: the PDF to send, or why there is none. */
export type PictureAsPdf = { pdf: File } | { problem: string };

/**
 * Turns a photo or screenshot chosen for a PDF field into a one-page PDF, saying so as it goes:
 * `status` is for the field's `role="status"` line ("Turning … into a PDF…", then what will be
 * sent). `convert` resolves to null when another file was chosen meanwhile (its answer is stale);
 * `forget` is for a choice that is no picture.
 */
export function usePictureAsPdf() {
  const [status, setStatus] = useState<string | null>(null);
  const [converting, setConverting] = useState(false);
  const latest = useRef(0);

  const convert = async (picture: File): Promise<PictureAsPdf | null> => {
    const turn = ++latest.current;
    const name = `“${displayFileName(picture.name)}”`;
    setConverting(true);
    setStatus(`Turning ${name} into a PDF…`);
    let result: PictureAsPdf;
    try {
      const { imageToPdf } = await converter.load();
      result = { pdf: await imageToPdf(picture) };
    } catch (error) {
      result = { problem: error instanceof ChunkUnavailable ? FORM_CHECKS_NOT_LOADED : unreadableImage(picture) };
    }
    if (turn !== latest.current) return null;
    setConverting(false);
    setStatus(
      'pdf' in result ? `${name} was turned into a one-page PDF, “${pdfNameOf(displayFileName(picture.name))}”.` : null,
    );
    return result;
  };

  const forget = () => {
    latest.current++;
    setConverting(false);
    setStatus(null);
  };

  return { status, converting, convert, forget };
}
