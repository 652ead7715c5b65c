import { isPassCode } from '@domain/passes';

/**
 * The pass code in what the camera read: a pass's address (the page's own, `…/pass/{code}`, as its
 * QR code says) or a bare code. Null for anything else, which the desk turns away without asking
 * the server. The address's host is not checked: a staging site's pass holds a code all the same,
 * and the server decides whether it opens a pass.
 */
export function passCodeFromScan(text: string): string | null {
  const scanned = text.trim();
  if (isPassCode(scanned)) return scanned;
  let path: string;
  try {
    path = new URL(scanned).pathname;
  } catch {
    return null;
  }
  const segment = /^\/pass\/([^/]+)\/?$/.exec(path)?.[1];
  return isPassCode(segment) ? segment : null;
}
