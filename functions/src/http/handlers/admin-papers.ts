import { PAPER_LIST_TOO_LONG, PASTE_PAPER_IDS } from '../../domain/messages';
import { venueDate } from '../../domain/venue-time';
import { z } from '../../domain/zod';
import { coverageReport, remindUncoveredAuthors, saveAcceptedPapers } from '../../services/paper-coverage';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { coverageReportSchema, paperRemindersSchema } from '../../domain/api/paper-coverage';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';

const acceptedSchema = z.object({
  acceptedPaperIds: z
    .string({ error: PASTE_PAPER_IDS })
    .trim()
    .min(1, PASTE_PAPER_IDS)
    .max(100_000, PAPER_LIST_TOO_LONG),
});

/** GET /api/admin/paper-coverage: every accepted paper with its registrations. */
export const getPaperCoverage: RouteHandler<'admin'> = async (_req, res) => {
  replyData(res, 200, coverageReportSchema, await coverageReport());
};

/** POST /api/admin/paper-coverage {acceptedPaperIds}: replaces the accepted list. */
export const postAcceptedPapers: RouteHandler<'admin'> = async (req, res) => {
  await saveAcceptedPapers(parseOrThrow(acceptedSchema, jsonBody(req)).acceptedPaperIds);
  replyData(res, 200, coverageReportSchema, await coverageReport());
};

/** POST /api/admin/paper-coverage/reminders: mails the authors of uncovered papers, once a day. */
export const postPaperReminders: RouteHandler<'admin'> = async (_req, res) => {
  replyData(res, 200, paperRemindersSchema, await remindUncoveredAuthors(venueDate(currentTime())));
};
