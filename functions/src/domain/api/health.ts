// GET /api/health: which project and emulators the function reaches, and whether its backing
// services answer. `success` is false (with a 503) when one of them does not.
import { z } from 'zod';

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
  services: z.object({ firestore: serviceState, storage: serviceState }),
});
export type HealthBody = z.infer<typeof healthBodySchema>;
