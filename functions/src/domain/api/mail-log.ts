// GET /api/admin/registrations/{id}/mail: each mail queued for a registration and what became of
// it, as the mail sender records it.
import { z } from '../zod';
import { isoInstant } from './envelope';

export const DELIVERY_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const mailDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  to: z.string(),
  subject: z.string(),
  queuedAt: isoInstant.nullable(),
  /** PENDING until the sender has picked the mail up, and while it waits to try again. */
  state: z.enum(DELIVERY_STATES),
  attempts: z.number(),
  error: z.string().nullable(),
  lastAttemptAt: isoInstant.nullable(),
});
export type MailDelivery = z.infer<typeof mailDeliverySchema>;

export const mailLogSchema = z.array(mailDeliverySchema);
