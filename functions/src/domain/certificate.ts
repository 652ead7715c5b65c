// The certificate of participation: its wording from the edition's facts (the PDF service sets
// it), who signs it and which logos it carries (edition data, refused until known), and the number
// each certificate is issued under, which its QR code and /certificates/{number} check.
import { CONFERENCE } from './conference';
import { GROUPED_CODE_BYTES, groupedCodeOf, isGroupedCode, normalizeGroupedCode } from './crockford';
import { EDITION } from './edition';
import { isPaperId, paperKey } from './paper-id';
import { CERTIFICATES_OPEN_ON, venueDate } from './venue-time';

export interface CertificateInput {
  name: string;
  organization: string;
  /** The papers an author presented; none for other participants. */
  paperIds?: readonly string[];
}

export interface CertificateWording {
  title: string;
  opening: string;
  name: string;
  organization: string;
  statement: string;
  organiser: string;
}

/** "A", "A and B", "A, B and C". */
export function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The papers an author's certificate names: only plain paper IDs, and once the organisers have
 * loaded the accepted list (its `ids` not empty), only those on it, as the list spells them; of a
 * paper the list gives its authors' e-mail addresses for, only on the certificate of a registrant
 * with one of those addresses (`email`), so nobody prints another's paper. A registrant's own text
 * never reaches the certificate.
 */
export function certifiedPapers(
  paperIds: readonly string[],
  acceptedList: { ids: readonly string[]; authors?: Readonly<Record<string, readonly string[]>> },
  email: string,
): string[] {
  const plain = paperIds.map((id) => id.trim()).filter(isPaperId);
  const authorsOf = (id: string) => acceptedList.authors?.[paperKey(id)] ?? [];
  // A paper whose authors the list names is only theirs to present.
  const byAuthor = (id: string) => authorsOf(id).length === 0 || authorsOf(id).includes(email.trim().toLowerCase());
  const accepted = new Map(
    acceptedList.ids
      .filter(isPaperId)
      .filter(byAuthor)
      .map((id) => [paperKey(id), id.trim()]),
  );
  const certified = acceptedList.ids.length === 0 ? plain : plain.flatMap((id) => accepted.get(paperKey(id)) ?? []);
  return certified.filter((id, index) => certified.findIndex((other) => paperKey(other) === paperKey(id)) === index);
}

/** "and presented paper ICEI-7", "and presented papers ICEI-7 and ICEI-9"; nothing without papers. */
export function presentedPapers(paperIds: readonly string[] = []): string {
  const ids = paperIds.map((id) => id.trim()).filter(isPaperId);
  if (ids.length === 0) return '';
  return `and presented ${ids.length === 1 ? 'paper' : 'papers'} ${listed(ids)}`;
}

export function certificateWording(input: CertificateInput): CertificateWording {
  const papers = presentedPapers(input.paperIds);
  const held = `participated in ${CONFERENCE.name}, held ${CONFERENCE.datesLabel} at ${CONFERENCE.place.name}`;
  return {
    title: 'Certificate of Participation',
    opening: 'This is to certify that',
    name: input.name,
    organization: `of ${input.organization}`,
    statement: papers === '' ? `${held}.` : `${held}, ${papers}.`,
    organiser: `Organised by ${CONFERENCE.organizer}`,
  };
}

/** Whether the certificates can be sent at `now`: once the last conference day has ended at the venue. */
export function certificatesOpenAt(now: Date): boolean {
  return venueDate(now) >= CERTIFICATES_OPEN_ON;
}

export interface CertificateSignatory {
  name: string;
  title: string;
  /** The signature's image, a file in the edition's folder. */
  signature: string;
}

export interface CertificateLogo {
  file: string;
  alt: string;
}

/** Who signs the certificates and the logos they carry: complete, or what is missing. */
export type CertificateFacts =
  | { complete: true; signatories: readonly CertificateSignatory[]; logos: readonly CertificateLogo[] }
  | { complete: false; missing: string[] };

export function certificateFactsOf(edition: {
  certificate?: { signatories?: readonly CertificateSignatory[]; logos?: readonly CertificateLogo[] } | undefined;
}): CertificateFacts {
  const { signatories, logos } = edition.certificate ?? {};
  const missing = [
    ...(signatories === undefined ? ['the signatories (names, titles and signatures)'] : []),
    ...(logos === undefined ? ['the logos'] : []),
  ];
  if (signatories === undefined || logos === undefined) return { complete: false, missing };
  return { complete: true, signatories, logos };
}

/** This edition's: what certificates are issued with, or why they cannot be yet. */
export const CERTIFICATE_FACTS: CertificateFacts = certificateFactsOf(EDITION);

/**
 * A certificate's number: 80 random bits as a grouped code (domain/crockford.ts), four groups of
 * four for reading aloud. Not derived from the registration, so a number says nothing of whose it
 * is until it is checked.
 */
export const CERTIFICATE_CODE_BYTES = GROUPED_CODE_BYTES;
export const certificateCodeOf = groupedCodeOf;
export const isCertificateCode = isGroupedCode;
export const normalizeCertificateCode = normalizeGroupedCode;

/** Where a certificate is checked: the address its QR code holds. */
export const certificatePath = (code: string) => `/certificates/${code}`;
