// POST /api/admin/probe: an administrator has each scheduled job run once now, in a harmless mode,
// and writes a document each Firestore trigger must answer (`npm run smoke -- --jobs`).
// GET /api/admin/probe/{probeId}: what each of them has done so far.
import { z } from '../zod';
import { isoInstant } from './envelope';

/** A probe's id, as the function makes them: checked before it becomes a document path. */
export const PROBE_ID = /^[a-z0-9]{24}$/;

/** Whether Cloud Scheduler took the request to run the job now; its answer when it did not. */
const askedSchema = z.object({ ok: z.boolean(), error: z.string().nullable() });

const probedJobSchema = z.object({
  /** Null until the request to run it has been made. */
  asked: askedSchema.nullable(),
  /** When the job, running, answered the probe; null until it has. */
  answeredAt: isoInstant.nullable(),
});

const probedTriggerSchema = z.object({ answeredAt: isoInstant.nullable() });

export const probeStateSchema = z.object({
  probeId: z.string(),
  requestedAt: isoInstant,
  jobs: z.object({ mailSweep: probedJobSchema, retentionDaily: probedJobSchema }),
  triggers: z.object({ mailSender: probedTriggerSchema }),
});
export type ProbeState = z.infer<typeof probeStateSchema>;
