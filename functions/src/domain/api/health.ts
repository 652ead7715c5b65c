// GET /api/health: which project and emulators the function reaches, and whether its backing
// services answer. `success` is false (with a 503) when one of them does not, or when mail queued
// half an hour ago still has no delivery state from the Trigger Email extension (`stalled`).
import { z } from '../zod';

const serviceState = z.enum(['ok', 'unreachable']);

export const healthBodySchema = z.object({
  success: z.boolean(),
  projectId: z.string(),
  emulators: z.object({
    firestore: z.string().nullable(),
    /** Which Firestore emulator answers there, as the local suite names it. */
    firestoreEmulator: z.string().nullable(),
    storage: z.string().nullable(),
    auth: z.string().nullable(),
  }),
  services: z.object({
    firestore: serviceState,
    storage: serviceState,
    mail: z.enum(['ok', 'stalled', 'unreachable']),
  }),
});
export type HealthBody = z.infer<typeof healthBodySchema>;
