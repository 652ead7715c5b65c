import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COMPLIMENTARY_NOTHING_TO_PAY } from '@domain/messages';
import { formatInr } from '@domain/pricing';
import { EmailStep } from './email-step';
import { PaymentStep } from './payment-step';
import { isComplimentary, sponsoredLabel, statusOffers, type RegistrationView } from './registration-view';
import { SummaryStep } from './summary-step';
import { TEST_REGISTRANT } from './test-registrant';

const created: RegistrationView = {
  ...TEST_REGISTRANT,
  registrationTier: 'industry-non-ieee',
  totalAmount: 0,
  pricing: {
    lines: [
      {
        label: 'Complimentary registration (Gold sponsorship, Kaveri Instruments)',
        quantity: 1,
        unitPrice: 0,
        amount: 0,
      },
    ],
    total: 0,
  },
  verified: false,
  paymentProofs: [],
  createdAt: '2025-10-20T05:30:00.000Z',
  sponsored: { organisation: 'Kaveri Instruments', level: 'Gold', kind: 'complimentary' },
  linkOpened: true,
};
// A complimentary registration is payment-verified as soon as its e-mail is: the pass is issued.
const complete: RegistrationView = {
  ...created,
  verified: true,
  paymentVerified: true,
  passPath: '/pass/ABCDEFGHJKMNPQRS',
};
const atSponsorRate: RegistrationView = {
  ...created,
  verified: true,
  totalAmount: 5900,
  pricing: { lines: [], total: 5900 },
  sponsored: { organisation: 'Kaveri Instruments', level: 'Gold', kind: 'sponsor-rate' },
};

const html = (element: React.ReactElement) => renderToStaticMarkup(element).replace(/&#x27;/g, "'");
const noop = () => undefined;

describe('a registration a sponsor’s code made', () => {
  it('is named for its sponsor, complimentary or at the sponsor rate; others are not', () => {
    expect(sponsoredLabel(created)).toBe('Complimentary registration from Kaveri Instruments (Gold sponsorship)');
    expect(sponsoredLabel(atSponsorRate)).toBe(
      'Registration at the sponsor rate from Kaveri Instruments (Gold sponsorship)',
    );
    expect(sponsoredLabel({ sponsored: null })).toBeNull();
    expect(sponsoredLabel({})).toBeNull();
    expect([created, atSponsorRate].map(isComplimentary)).toEqual([true, false]);
  });

  it('offers no billing details when complimentary (there is nothing to invoice); at the sponsor rate, as anyone', () => {
    expect(statusOffers(complete)).toMatchObject({ billing: false, pass: true, receipt: true });
    expect(statusOffers(atSponsorRate).billing).toBe(true);
  });

  it('awaiting its e-mail check, says the link completes it and there is nothing to pay', () => {
    const page = html(<EmailStep record={created} />);
    expect(page).toContain('Press the link in it to complete your registration');
    expect(page).toContain(COMPLIMENTARY_NOTHING_TO_PAY);
    expect(page).not.toContain('payment');
    expect(html(<EmailStep record={{ ...atSponsorRate, verified: false }} />)).toContain('continue to payment');
  });

  it('never offers a payment or a proof to upload, whatever its state, but says there is nothing to pay', () => {
    for (const record of [created, { ...created, verified: true }, complete]) {
      const page = html(<PaymentStep record={record} uploadsThisVisit={0} onUploaded={noop} onMessage={noop} />);
      expect(page).toContain(COMPLIMENTARY_NOTHING_TO_PAY);
      expect(page).not.toMatch(/upload|bank|reference/i);
    }
  });

  it('once verified, its summary says it is complete and complimentary, with its pass and no amount paid', () => {
    const page = html(<SummaryStep record={complete} />);
    expect(page).toContain(`Your registration is complete. ${COMPLIMENTARY_NOTHING_TO_PAY}`);
    expect(page).not.toContain('payment is verified');
    expect(page).not.toContain('Amount paid');
    expect(page).toContain(`<dt>Amount</dt><dd>${formatInr(0)}: complimentary</dd>`);
    expect(page).toContain('<dt>Sponsor</dt><dd>Kaveri Instruments (Gold sponsorship)</dd>');
    expect(page).toContain('Open my entry pass');
    expect(page).toContain('Download registration confirmation (PDF)');
    expect(page).not.toContain('Download receipt');
  });

  it('at the sponsor rate, its summary reads as any paid registration’s, with the sponsor named', () => {
    const page = html(<SummaryStep record={{ ...atSponsorRate, paymentVerified: true }} />);
    expect(page).toContain('Your registration is complete: your payment is verified.');
    expect(page).toContain(`<dt>Amount paid</dt><dd>${formatInr(5900)}`);
    expect(page).toContain('<dt>Sponsor</dt><dd>Kaveri Instruments (Gold sponsorship)</dd>');
  });
});
