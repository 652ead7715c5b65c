import { z } from '../../domain/zod';
import { currentTime } from '../../clock';
import { certificateViewSchema, certificatesSentSchema, certificatesStatusSchema } from '../../domain/api/certificates';
import {
  CERTIFICATE_FACTS,
  certificatePath,
  certificatesOpenAt,
  certificateWording,
  isCertificateCode,
} from '../../domain/certificate';
import { DomainError } from '../../domain/errors';
import {
  CERTIFICATE_CODE_MALFORMED,
  CERTIFICATE_NOT_CHECKED_IN,
  CERTIFICATE_NOT_READY,
  CERTIFICATE_NOT_YET,
  CERTIFICATE_PERSON_INVALID,
  CERTIFICATE_UNKNOWN,
  CERTIFICATES_NOT_YET,
  CHECK_IN_PERSON_UNKNOWN,
  namesUnprintable,
  STATUS_ID_UNKNOWN,
} from '../../domain/messages';
import { certificatesIncomplete } from '../../domain/admin-messages';
import { isPassPerson, passHolderOf, REGISTRANT } from '../../domain/passes';
import { statusLookupSchema } from '../../domain/registration-schema';
import { CERTIFICATES_OPEN_ON, venueDate } from '../../domain/venue-time';
import {
  certificateCounts,
  findCertificate,
  issueCertificate,
  sendCertificates,
  wasCheckedIn,
  type StoredCertificate,
} from '../../services/certificates';
import { certificatePdf, editionDesign } from '../../services/certificate-pdf';
import { certificateLink } from '../../services/mail';
import { unprintableCharacters } from '../../services/pdf-fonts';
import { consumeRateLimit } from '../../services/rate-limit';
import { getRegistration } from '../../services/registrations';
import { clientAddress } from '../guards';
import { parseOrThrow } from '../input';
import { replyAttachment, replyData } from '../reply';
import type { ApiRequest, ApiResponse, RouteHandler } from '../types';

/** GET /api/admin/certificates: from when they can be sent, to how many registrations, and what is missing. */
export const getCertificates: RouteHandler<'admin'> = async (_req, res) => {
  replyData(res, 200, certificatesStatusSchema, {
    opensOn: CERTIFICATES_OPEN_ON,
    open: certificatesOpenAt(currentTime()),
    missing: CERTIFICATE_FACTS.complete ? [] : CERTIFICATE_FACTS.missing,
    ...(await certificateCounts()),
  });
};

/** POST /api/admin/certificates/send: after the conference, once complete, one mail per registration, once. */
export const postSendCertificates: RouteHandler<'admin'> = async (_req, res, _params, admin) => {
  if (!certificatesOpenAt(currentTime())) throw new DomainError('forbidden', CERTIFICATES_NOT_YET);
  if (!CERTIFICATE_FACTS.complete) throw new DomainError('conflict', certificatesIncomplete(CERTIFICATE_FACTS.missing));
  replyData(res, 200, certificatesSentSchema, await sendCertificates(admin.email ?? admin.uid));
};

const personSchema = z.object({
  person: z
    .string({ error: CERTIFICATE_PERSON_INVALID })
    .refine(isPassPerson, CERTIFICATE_PERSON_INVALID)
    .default(REGISTRANT),
});

async function sendPdf(res: ApiResponse, certificate: StoredCertificate) {
  const characters = await unprintableCharacters(`${certificate.name} ${certificate.organization}`);
  if (characters.length > 0) {
    throw new DomainError(
      'unprocessable',
      namesUnprintable([{ registrationId: certificate.registrationId, characters }]),
    );
  }
  const design = CERTIFICATE_FACTS.complete ? CERTIFICATE_FACTS : null;
  if (!design) throw new DomainError('conflict', CERTIFICATE_NOT_READY);
  const pdf = await certificatePdf(
    { ...certificate, checkUrl: certificateLink(certificate.code) },
    editionDesign(design),
  );
  // Named by its own check code, which the PDF prints: a certificate posted online must not give
  // away the registration ID, which is how the registration's other documents are asked for.
  replyAttachment(res, 'application/pdf', `certificate-${certificate.code}.pdf`, pdf);
}

/**
 * GET /api/registrations/{id}/certificate.pdf[?person=student-n]: public, like the receipt. Issues the
 * person's certificate the first time (its number then stays), once they attended and the
 * conference is over.
 */
export const getCertificatePdf: RouteHandler<'registrant-or-admin'> = async (req, res, params) => {
  await consumeRateLimit('status', clientAddress(req), currentTime());
  const { id } = parseOrThrow(statusLookupSchema, { id: params.id ?? '' });
  const { person } = parseOrThrow(personSchema, { person: req.query.person });
  const record = await getRegistration(id);
  if (!record) throw new DomainError('not-found', STATUS_ID_UNKNOWN);
  const holder = isPassPerson(person) ? passHolderOf(record, person) : null;
  if (!holder) throw new DomainError('not-found', CHECK_IN_PERSON_UNKNOWN);
  if (!certificatesOpenAt(currentTime())) throw new DomainError('conflict', CERTIFICATE_NOT_YET);
  if (!(await wasCheckedIn(record.id, holder.person))) throw new DomainError('conflict', CERTIFICATE_NOT_CHECKED_IN);
  if (!CERTIFICATE_FACTS.complete) throw new DomainError('conflict', CERTIFICATE_NOT_READY);
  await sendPdf(res, await issueCertificate(record, holder));
};

/** The certificate a code names, or the refusal: a malformed code is a 400, an unknown one a 404. */
async function certificateOfCode(code: string): Promise<StoredCertificate> {
  if (!isCertificateCode(code)) throw new DomainError('bad-request', CERTIFICATE_CODE_MALFORMED);
  const certificate = await findCertificate(code);
  if (!certificate) throw new DomainError('not-found', CERTIFICATE_UNKNOWN);
  return certificate;
}

/** GET /api/certificates/{code}: public; what the certificate of that number says, to check it. */
export const getCertificateView: RouteHandler = async (req, res, params) => {
  await consumeRateLimit('status', clientAddress(req), currentTime());
  const certificate = await certificateOfCode(params.code ?? '');
  const wording = certificateWording(certificate);
  replyData(res, 200, certificateViewSchema, {
    code: certificate.code,
    title: wording.title,
    name: certificate.name,
    organization: certificate.organization,
    statement: wording.statement,
    issuedOn: venueDate(certificate.issuedAt),
  });
};

/** Whether the request is a browser opening the address (a link in a mail), not a script's fetch. */
const isNavigation = (req: ApiRequest) =>
  req.get('sec-fetch-mode') === 'navigate' || /\btext\/html\b/.test(req.get('accept') ?? '');

/**
 * GET /api/certificates/{code}/certificate.pdf: public; the PDF of that number. A browser that opened
 * it and is refused goes to the certificate's page, which says why in words (never a JSON body).
 */
export const getCertificatePdfByCode: RouteHandler = async (req, res, params) => {
  const code = params.code ?? '';
  try {
    await consumeRateLimit('status', clientAddress(req), currentTime());
    await sendPdf(res, await certificateOfCode(code));
  } catch (error) {
    if (!(error instanceof DomainError) || !isNavigation(req)) throw error;
    res.redirect(303, certificatePath(encodeURIComponent(code)));
  }
};
