// GET /api/health: which project and emulators the function reaches, and whether its backing
// services answer. `success` is false (with a 503) when one of them does not, or when mail queued
// half an hour ago still has no final delivery state from the sender (`stalled`); `unknown` (no
// mail that old yet: nothing measured) fails nothing, and proves nothing either. `mailLastDay`
// says what became of the last day's mail, for a monitor or an organiser; it is public, so it
// names no recipient and no subject.
import { z } from '../zod';
import { isoInstant } from './envelope';
import { JOB_STATES } from '../job-runs';

const serviceState = z.enum(['ok', 'unreachable']);
const mailServiceState = z.enum(['ok', 'unknown', 'stalled', 'unreachable']);
/** The states that make health fail with a 503. */
export const FAILING_STATES = ['stalled', 'unreachable'] as const satisfies z.infer<typeof mailServiceState>[];

/** The mails queued in the last day (domain/mail-health.ts) that failed for good or are stuck. */
export const mailDaySchema = z.object({
  /** The day's start: the mails counted were queued since then. */
  since: isoInstant,
  /** Ended in ERROR: the server refused them, or every attempt failed. */
  failed: z.number().int().nonnegative(),
  /** Waiting to be tried again after a failure, or with no final state half an hour on. */
  stuck: z.number().int().nonnegative(),
});

const jobRunSchema = z.object({ lastRunAt: isoInstant.nullable(), state: z.enum(JOB_STATES) });

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
    mail: mailServiceState,
  }),
  /** Null when the mails could not be read. */
  mailLastDay: mailDaySchema
    .extend({
      /** What the SMTP server (or the network) answered the latest failed attempt, addresses masked. */
      lastReason: z.string().nullable(),
    })
    .nullable(),
  /**
   * Each scheduled job's last finished run (domain/job-runs.ts): `unknown` before its first,
   * `late` when it has missed its schedule. Null when they could not be read.
   */
  jobs: z.object({ mailSweep: jobRunSchema, retentionDaily: jobRunSchema }).nullable(),
});
export type HealthBody = z.infer<typeof healthBodySchema>;
export type MailDay = NonNullable<HealthBody['mailLastDay']>;
