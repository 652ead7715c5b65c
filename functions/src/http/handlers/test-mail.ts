import { testMailBodySchema, testMailQueuedSchema, testMailStateSchema } from '../../domain/api/test-mail';
import { queueTestMail, testMailState } from '../../services/test-mail';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';

/** POST /api/admin/test-mail {to}: a test mail for the mail sender to send. */
export const postTestMail: RouteHandler<'admin'> = async (req, res, _params, admin) => {
  const { to } = parseOrThrow(testMailBodySchema, jsonBody(req));
  const mailId = await queueTestMail(to, admin.email ?? admin.uid);
  replyData(res, 201, testMailQueuedSchema, { mailId });
};

/** GET /api/admin/test-mail/{mailId}: what the sender has recorded for that test mail. */
export const getTestMail: RouteHandler<'admin'> = async (_req, res, params) => {
  replyData(res, 200, testMailStateSchema, await testMailState(params.mailId ?? ''));
};
