// Figures for the administrators' dashboard, computed from projections of a few small fields, so
// thousands of registrations and check-ins cost one read each and no personal data leaves Firestore.
import { venueDate } from '../domain/venue-time';
import { attendanceOf } from '../domain/attendance';
import { TIERS } from '../domain/tiers';
import type { RegistrationStats } from '../domain/api/admin-stats';
import { refunds, registrations, selectFields, type StoredRefund } from './collections';
import { allCheckIns } from './check-in';
import type { RegistrationRecord } from './registrations';

type StatsRow = Pick<
  RegistrationRecord,
  | 'createdAt'
  | 'registrationTier'
  | 'totalAmount'
  | 'reviewStatus'
  | 'paymentVerified'
  | 'numStudents'
  | 'verificationsWithdrawn'
>;

export async function registrationStats(): Promise<
  Omit<RegistrationStats, 'eInvoicesOverdue' | 'cancellationsRequested'>
> {
  const rows = selectFields<StatsRow>(
    registrations(),
    'createdAt',
    'registrationTier',
    'totalAmount',
    'reviewStatus',
    'paymentVerified',
    'numStudents',
    'verificationsWithdrawn',
  );
  const [snapshot, checkIns, refunded] = await Promise.all([
    rows.get(),
    allCheckIns(),
    selectFields<Pick<StoredRefund, 'amountPaise'>>(refunds(), 'amountPaise').get(),
  ]);
  const perDay = new Map<string, number>();
  // The tiers this edition offers, in its order: no registration can hold another.
  const perTier = new Map(TIERS.map(({ id: tier }) => [tier, { tier, count: 0, amount: 0, verifiedAmount: 0 }]));
  const totals = { count: 0, amount: 0, verifiedAmount: 0 };
  let withdrawnVerifications = 0;
  /** Payment-verified registrations and how many people each admits (a group: its students too). */
  const verifiedPeople = new Map<string, number>();
  for (const doc of snapshot.docs) {
    const {
      createdAt,
      registrationTier,
      totalAmount,
      reviewStatus,
      paymentVerified,
      numStudents,
      verificationsWithdrawn,
    } = doc.data();
    withdrawnVerifications += verificationsWithdrawn ?? 0;
    // Days as the organisers live them: the calendar date at the venue.
    const day = venueDate(createdAt);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    for (const sums of [totals, perTier.get(registrationTier)]) {
      if (!sums) continue;
      sums.count += 1;
      sums.amount += totalAmount;
      // Money received: a registration cancelled after its payment was verified keeps its flag.
      if (paymentVerified === true) sums.verifiedAmount += totalAmount;
    }
    if (reviewStatus === 'payment-verified') verifiedPeople.set(doc.id, 1 + (numStudents ?? 0));
  }
  return {
    perDay: [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count })),
    perTier: [...perTier.values()],
    totals,
    withdrawnVerifications,
    refunds: {
      count: refunded.size,
      amount: refunded.docs.reduce((sum, doc) => sum + doc.data().amountPaise, 0) / 100,
    },
    attendance: attendanceOf(checkIns, verifiedPeople),
  };
}
