import { currentTime } from '../../clock';
import { registrationWindowSchema } from '../../domain/api/registration-window';
import { EDITION } from '../../domain/edition';
import { REGISTRATION_WINDOW, windowState } from '../../domain/registration-window';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';

/** No Firestore, no limit: a constant answer but for the clock, as cheap as the health check's. */
export const getRegistrationWindow: RouteHandler = (_req, res) => {
  const now = currentTime();
  replyData(res, 200, registrationWindowSchema, {
    edition: EDITION.id,
    now,
    ...windowState(now),
    ...REGISTRATION_WINDOW,
  });
};
