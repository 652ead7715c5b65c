// A file a registrant uploaded, as the administrators' pages list it: where it is stored (a name
// the server made), the name it was uploaded under, its type and size.
import { z } from '../zod';
import { displayFileName } from '../uploads';
import { isoInstant } from './envelope';

export const storedFileSchema = z.object({
  path: z.string(),
  // Cleaned on the way out too, for names stored before control and bidi characters were removed.
  fileName: z.string().transform(displayFileName),
  contentType: z.string(),
  size: z.number(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** POST /api/admin/uploads/{id}/{file}/preview-link: a same-site path that shows the file for a while. */
export const previewLinkSchema = z.object({ url: z.string(), expiresAt: isoInstant });
export type PreviewLink = z.infer<typeof previewLinkSchema>;
