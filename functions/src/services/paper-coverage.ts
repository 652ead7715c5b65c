// Paper coverage for the administrators: the accepted list is kept in settings, so the page
// shows the latest picture without pasting it again.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { DomainError } from '../domain/errors';
import {
  paperCoverage,
  parseAcceptedPapers,
  paperKey,
  type AcceptedPapers,
  type PaperCoverage,
} from '../domain/paper-coverage';
import { taxNoteFor } from '../domain/conference';
import { formatInr } from '../domain/pricing';
import { TIERS, isAuthorTier } from '../domain/tiers';
import { greetingNameOf, paperReminderMail } from './mail';
import { registrations, settings } from './collections';
import { queueMailOnce, type RegistrationRecord } from './registrations';

const acceptedList = settings.acceptedPapers;

async function authorRegistrations(): Promise<RegistrationRecord[]> {
  const authorTiers = TIERS.filter(isAuthorTier).map((tier) => tier.id);
  const snapshots = await Promise.all(
    authorTiers.map((tier) => registrations().where('registrationTier', '==', tier).get()),
  );
  return snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => doc.data()));
}

/** Replaces the accepted list with the pasted one; a list that names an author wrongly is refused whole. */
export async function saveAcceptedPapers(text: string): Promise<AcceptedPapers> {
  const parsed = parseAcceptedPapers(text);
  if (!parsed.ok) throw new DomainError('bad-request', parsed.message);
  await acceptedList().set(parsed.papers);
  return parsed.papers;
}

/** The accepted list the organisers loaded last (its authors' addresses where given); empty before. */
export async function acceptedPapers(): Promise<AcceptedPapers> {
  const list = (await acceptedList().get()).data();
  return { ids: list?.ids ?? [], authors: list?.authors ?? {} };
}

/**
 * Takes an erased registrant's address out of the authors the accepted list names
 * (services/erasure.ts). Each removal is atomic (arrayRemove), so erasures running at once do not
 * contend for the list.
 */
export async function forgetAuthor(email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const snapshot = await acceptedList().get();
  const authors = snapshot.data()?.authors ?? {};
  const papers = Object.keys(authors).filter((paper) => authors[paper]?.includes(address));
  const [first, ...others] = papers.map((paper) => new FieldPath('authors', paper));
  if (!first) return;
  await snapshot.ref.update(
    first,
    FieldValue.arrayRemove(address),
    ...others.flatMap((field) => [field, FieldValue.arrayRemove(address)]),
  );
}

/** The authors' addresses go with the registrations, when the retention job erases them all. */
export async function forgetAllAuthors(): Promise<void> {
  const snapshot = await acceptedList().get();
  if (snapshot.data()?.authors) await snapshot.ref.update({ authors: FieldValue.delete() });
}

/** The accepted paper IDs the organisers loaded last; none before they load a list. */
export async function acceptedPaperIds(): Promise<string[]> {
  return (await acceptedPapers()).ids;
}

export async function coverageReport(): Promise<{ papers: PaperCoverage[]; uncovered: number }> {
  const ids = await acceptedPaperIds();
  const records = await authorRegistrations();
  const papers = paperCoverage(
    ids,
    records.map((record) => ({
      id: record.id,
      paperIds: record.paperIds ?? [],
      paymentVerified: record.paymentVerified === true,
    })),
  );
  return { papers, uncovered: papers.filter((paper) => !paper.covered).length };
}

/** Reminds the registrants who named a paper that is still uncovered; at most once a day each. */
export async function remindUncoveredAuthors(today: string): Promise<{ queued: number; alreadyToday: number }> {
  const { papers } = await coverageReport();
  const uncovered = new Set(papers.filter((paper) => !paper.covered).map((paper) => paperKey(paper.paperId)));
  const records = (await authorRegistrations()).filter((record) =>
    (record.paperIds ?? []).some((id) => uncovered.has(paperKey(id))),
  );
  let queued = 0;
  for (const record of records) {
    const papersOfRecord = (record.paperIds ?? []).filter((id) => uncovered.has(paperKey(id)));
    const sent = await queueMailOnce(
      paperReminderMail({
        registrationId: record.id,
        email: record.email,
        name: greetingNameOf(record),
        paperIds: papersOfRecord,
        amount: formatInr(record.totalAmount),
        taxNote: taxNoteFor(record.billing, today),
        event: `paper-reminder-${today}`,
      }),
    );
    if (sent) queued += 1;
  }
  return { queued, alreadyToday: records.length - queued };
}
