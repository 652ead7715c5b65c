// The accounts' registers against the dashboard, over everything the suite made before (invoices,
// undone and withdrawn verifications, cancellations with and without refunds, sponsors): the
// amount the dashboard shows verified, less refunds, is the registrations' invoices less their
// credit notes, to the paisa, but for the registrations the accounts page lists. Alone: the figures
// count every registration, and beside the browser tests one could be verified between two reads.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsSchema, type AccountsView } from '../../functions/src/domain/api/accounts';
import { registrationStatsSchema } from '../../functions/src/domain/api/admin-stats';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { financialYearOf } from '../../functions/src/domain/invoice-number';
import { venueDate } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { suiteNow } from '../support/clock';
import { paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

async function accounts(period: number): Promise<AccountsView> {
  const answer = await callApi('GET', `/api/admin/accounts?period=${period}`, { token: adminToken });
  expect(answer.status).toBe(200);
  return dataBody(accountsSchema).parse(await answer.json()).data;
}

/** The dashboard's verified amount, in paise: its own figure, from its own call. */
async function dashboardVerified(): Promise<number> {
  const answer = await callApi('GET', '/api/admin/stats', { token: adminToken });
  return dataBody(registrationStatsSchema).parse(await answer.json()).data.totals.verifiedAmount * 100;
}

/** The registrations' invoices less their credit notes, summed from each financial year's registers. */
async function registersNet(): Promise<number> {
  const years = new Set<number>();
  for (const name of ['invoices', 'creditNotes']) {
    for (const doc of (await db.collection(name).get()).docs) years.add(doc.get('financialYear') as number);
  }
  let net = 0;
  const ofRegistrations = (rows: AccountsView['invoices']) =>
    rows.filter((row) => !row.registrationId.startsWith('SP-')).reduce((sum, row) => sum + row.total, 0);
  for (const year of years) {
    const registers = await accounts(year);
    net += ofRegistrations(registers.invoices) - ofRegistrations(registers.creditNotes);
  }
  return net;
}

describe('the accounts against the dashboard', () => {
  it('agree to the paisa over all the suite made: verified less refunds is invoiced less credited, plus the registrations listed', async () => {
    const year = financialYearOf(venueDate(await suiteNow()));
    // One verified (and so invoiced), whatever ran before.
    await paidRegistration(
      { ...participant(), ...tierFields(individualTier({ ieee: false })) },
      { adminToken, referencePrefix: 'RECONCILE' },
    );
    const { reconciliation } = await accounts(year);
    expect(reconciliation.verified).toBe(await dashboardVerified());
    const refunds = await db.collection('refunds').get();
    expect(reconciliation.refunded).toBe(
      refunds.docs.reduce((sum, doc) => sum + (doc.get('amountPaise') as number), 0),
    );
    expect(reconciliation.invoicedNet).toBe(await registersNet());
    expect(reconciliation.invoicedNet + reconciliation.unbalancedTotal).toBe(
      reconciliation.verified - reconciliation.refunded,
    );
    // Those kept and not invoiced (the seeds' payments, verified before the edition invoiced):
    // verified payments, each for its total less what was refunded.
    const refundedTo = (id: string) =>
      refunds.docs
        .filter((doc) => doc.get('registrationId') === id)
        .reduce((sum, doc) => sum + doc.get('amountPaise'), 0);
    for (const row of reconciliation.unbalanced.filter((one) => one.invoiced === 0 && one.kept > 0).slice(0, 5)) {
      const record = (await db.doc(`registrations/${row.registrationId}`).get()).data();
      expect(record?.paymentVerified, row.registrationId).toBe(true);
      expect(row.kept).toBe((record?.totalAmount as number) * 100 - refundedTo(row.registrationId));
    }
  });

  it('move by a payment verified and the invoice it issues together, exactly, and back by its undo', async () => {
    const year = financialYearOf(venueDate(await suiteNow()));
    const before = (await accounts(year)).reconciliation;
    const id = await paidRegistration(
      { ...participant(), ...tierFields(individualTier({ ieee: false })) },
      { adminToken, referencePrefix: 'RECONCILE' },
    );
    const total = ((await db.doc(`registrations/${id}`).get()).get('totalAmount') as number) * 100;
    const invoiced = (await accounts(year)).reconciliation;
    expect(invoiced.verified - before.verified).toBe(total);
    expect(invoiced.invoicedNet - before.invoicedNet).toBe(total);
    expect(invoiced.unbalancedTotal).toBe(before.unbalancedTotal);
    expect(invoiced.unbalancedCount).toBe(before.unbalancedCount);
    expect(invoiced.unbalanced.map((row) => row.registrationId)).not.toContain(id);

    // Undone: no longer verified, and its invoice cancelled by a credit note of the same total.
    expect((await callApi('POST', `/api/verify/undo-verification/${id}`, { token: adminToken })).status).toBe(200);
    const undone = (await accounts(year)).reconciliation;
    expect(undone.verified).toBe(before.verified);
    expect(undone.invoicedNet).toBe(before.invoicedNet);
    expect(undone.unbalancedTotal).toBe(before.unbalancedTotal);
  });
});
