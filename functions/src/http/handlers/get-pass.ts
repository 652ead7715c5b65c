import { passViewSchema } from '../../domain/api/pass';
import { CONFERENCE } from '../../domain/conference';
import { DomainError } from '../../domain/errors';
import { PASS_NOT_FOUND } from '../../domain/messages';
import { passCodeSchema, tierLabelOf } from '../../domain/passes';
import { findPass } from '../../services/passes';
import { consumeRateLimit } from '../../services/rate-limit';
import { clientAddress } from '../guards';
import { parseOrThrow } from '../input';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';

/**
 * GET /api/passes/{code}: the entry pass a link opens, for whoever holds the link (the pass page,
 * the desk's scanner). Rate-limited per address like the status lookup; a code of the wrong shape
 * is a 400, one that opens no pass (never issued, or withdrawn with its verification) a 404.
 */
export const getPass: RouteHandler = async (req, res, params) => {
  await consumeRateLimit('pass', clientAddress(req), currentTime());
  const code = parseOrThrow(passCodeSchema, params.code ?? '');
  const pass = await findPass(code);
  if (!pass) throw new DomainError('not-found', PASS_NOT_FOUND);
  replyData(res, 200, passViewSchema, {
    name: pass.name,
    organization: pass.organization,
    tier: tierLabelOf(pass.tierId),
    conferenceName: CONFERENCE.name,
    datesLabel: CONFERENCE.datesLabel,
  });
};
