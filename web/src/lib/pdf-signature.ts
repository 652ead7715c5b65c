// Whether a chosen file is a PDF by its first bytes, as the server judges it (domain/uploads.ts,
// hasPdfSignature): a file only named .pdf is refused when chosen, beside its own field, rather
// than at Submit, where the server's refusal could not say whose card it was.
import { hasPdfSignature } from '@domain/uploads';

export async function startsAsPdf(file: Blob): Promise<boolean> {
  try {
    return hasPdfSignature(new Uint8Array(await file.slice(0, 5).arrayBuffer()));
  } catch {
    // A file the browser can no longer read (moved or deleted since it was chosen) cannot be sent either.
    return false;
  }
}
