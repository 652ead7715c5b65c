// GET /api/verify/{token}: the verified registration's ID, so the page can go on to its status.
import { z } from '../zod';

export const emailVerifiedBodySchema = z.object({ success: z.literal(true), id: z.string() });
export type EmailVerifiedBody = z.infer<typeof emailVerifiedBodySchema>;
