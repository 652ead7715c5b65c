import { z } from '../../domain/zod';
import { currentTime } from '../../clock';
import { certificatesSentSchema, certificatesStatusSchema } from '../../domain/api/certificates';
import { certificatesOpenAt } from '../../domain/certificate';
import { DomainError } from '../../domain/errors';
import {
  CERTIFICATE_NOT_CHECKED_IN,
  CERTIFICATE_NOT_YET,
  CERTIFICATE_PERSON_INVALID,
  CERTIFICATES_NOT_YET,
  CHECK_IN_PERSON_UNKNOWN,
  namesUnprintable,
  STATUS_ID_UNKNOWN,
} from '../../domain/messages';
import { isPassPerson, passHolderOf, REGISTRANT } from '../../domain/passes';
import { statusLookupSchema } from '../../domain/registration-schema';
import { CERTIFICATES_OPEN_ON } from '../../domain/venue-time';
import { certificateCounts, certificateOf, sendCertificates, wasCheckedIn } from '../../services/certificates';
import { certificatePdf } from '../../services/certificate-pdf';
import { unprintableCharacters } from '../../services/pdf-fonts';
import { consumeRateLimit } from '../../services/rate-limit';
import { getRegistration } from '../../services/registrations';
import { clientAddress } from '../guards';
import { parseOrThrow } from '../input';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';

/** GET /api/admin/certificates: from when they can be sent, and to how many registrations. */
export const getCertificates: RouteHandler<'admin'> = async (_req, res) => {
  replyData(res, 200, certificatesStatusSchema, {
    opensOn: CERTIFICATES_OPEN_ON,
    open: certificatesOpenAt(currentTime()),
    ...(await certificateCounts()),
  });
};

/** POST /api/admin/certificates/send: after the conference, one mail per registration, once. */
export const postSendCertificates: RouteHandler<'admin'> = async (_req, res, _params, admin) => {
  if (!certificatesOpenAt(currentTime())) throw new DomainError('forbidden', CERTIFICATES_NOT_YET);
  replyData(res, 200, certificatesSentSchema, await sendCertificates(admin.email ?? admin.uid));
};

const personSchema = z.object({
  person: z
    .string({ error: CERTIFICATE_PERSON_INVALID })
    .refine(isPassPerson, CERTIFICATE_PERSON_INVALID)
    .default(REGISTRANT),
});

/** GET /api/registrations/{id}/certificate.pdf[?person=student-n]: public, like the acknowledgement. */
export const getCertificatePdf: RouteHandler = async (req, res, params) => {
  await consumeRateLimit('status', clientAddress(req), currentTime());
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const { person } = parseOrThrow(personSchema, { person: req.query.person });
  const record = await getRegistration(id);
  if (!record) throw new DomainError('not-found', STATUS_ID_UNKNOWN);
  const holder = isPassPerson(person) ? passHolderOf(record, person) : null;
  if (!holder) throw new DomainError('not-found', CHECK_IN_PERSON_UNKNOWN);
  if (!certificatesOpenAt(currentTime())) throw new DomainError('conflict', CERTIFICATE_NOT_YET);
  if (!(await wasCheckedIn(record.id, holder.person))) throw new DomainError('conflict', CERTIFICATE_NOT_CHECKED_IN);
  const certificate = await certificateOf(record, holder);
  const characters = await unprintableCharacters(`${certificate.name} ${certificate.organization}`);
  if (characters.length > 0) {
    throw new DomainError('unprocessable', namesUnprintable([{ registrationId: record.id, characters }]));
  }
  res
    .status(200)
    .set('Content-Type', 'application/pdf')
    .set('Content-Disposition', `attachment; filename="certificate-${record.id}-${holder.person}.pdf"`)
    .set('Cache-Control', 'private, no-store')
    .send(await certificatePdf(certificate));
};
