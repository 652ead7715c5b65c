// A file a registrant uploaded, as the administrators' pages list it: where it is stored (a name
// the server made), the name it was uploaded under, its type and size.
import { z } from 'zod';

export const storedFileSchema = z.object({
  path: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
