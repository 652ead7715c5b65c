// Paper coverage for the administrators: the accepted list is kept in settings, so the page
// shows the latest picture without pasting it again.
import { paperCoverage, parseAcceptedPaperIds, paperKey, type PaperCoverage } from '../domain/paper-coverage';
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

export async function saveAcceptedPapers(text: string): Promise<string[]> {
  const ids = parseAcceptedPaperIds(text);
  await acceptedList().set({ ids });
  return ids;
}

/** The accepted paper IDs the organisers loaded last; none before they load a list. */
export async function acceptedPaperIds(): Promise<string[]> {
  return (await acceptedList().get()).data()?.ids ?? [];
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
        event: `paper-reminder-${today}`,
      }),
    );
    if (sent) queued += 1;
  }
  return { queued, alreadyToday: records.length - queued };
}
