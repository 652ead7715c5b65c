import { describe, expect, it } from 'vitest';
import {
  certificatePdfUrl,
  creditNotePdfUrl,
  statusOffers,
  type CancellationView,
  type RegistrationView,
} from './registration-view';
import { TEST_REGISTRANT } from './test-registrant';

const paid: RegistrationView = {
  ...TEST_REGISTRANT,
  registrationTier: 'academia-non-ieee',
  totalAmount: 7080,
  verified: true,
  paymentVerified: true,
  paymentProofs: [],
  createdAt: '2025-10-20T05:30:00.000Z',
  passPath: '/pass/ABCDEFGHJKMNPQRS',
  linkOpened: true,
};
const unpaid: RegistrationView = { ...paid, paymentVerified: undefined, passPath: undefined };

const request: CancellationView = {
  state: 'requested',
  reason: 'I cannot travel.',
  requestedAt: '2025-10-25T05:30:00.000Z',
  dueAmountPaise: null,
  decidedAt: null,
  note: null,
  refund: null,
  creditNote: null,
};
const withCancellation = (record: RegistrationView, state: CancellationView['state']): RegistrationView => ({
  ...record,
  cancellation: { ...request, state },
});

describe('statusOffers', () => {
  it('offers a registration without a request to cancel what its state calls for, and a request', () => {
    expect(statusOffers(paid)).toEqual({
      cancelled: false,
      payment: true,
      pass: true,
      receipt: true,
      billing: true,
      cancelRequest: true,
    });
    expect(statusOffers(unpaid).pass).toBe(false);
    expect(statusOffers({ ...paid, invoice: { number: 'TEST/2526/1', date: '2025-10-21' } }).billing).toBe(false);
  });

  it('offers the documents, the billing details and a request only through the mailed link', () => {
    // The ID alone: the server sends no pass either.
    expect(statusOffers({ ...paid, linkOpened: false, passPath: undefined })).toEqual({
      cancelled: false,
      payment: true,
      pass: false,
      receipt: false,
      billing: false,
      cancelRequest: false,
    });
  });

  it('takes no second request while one is with the organisers, and another after a decline', () => {
    for (const record of [paid, unpaid]) {
      expect(statusOffers(withCancellation(record, 'requested'))).toEqual({
        ...statusOffers(record),
        cancelRequest: false,
      });
      expect(statusOffers(withCancellation(record, 'declined'))).toEqual(statusOffers(record));
    }
  });

  it('offers a cancelled registration nothing that acts on it: no payment, pass, receipt, billing or request', () => {
    for (const record of [paid, unpaid]) {
      expect(statusOffers(withCancellation(record, 'approved'))).toEqual({
        cancelled: true,
        payment: false,
        pass: false,
        receipt: false,
        billing: false,
        cancelRequest: false,
      });
    }
  });
});

describe("the registration's PDFs, where the page holds no link key (the server refuses them)", () => {
  it("are the registrant's certificate, or a student's", () => {
    expect(certificatePdfUrl('ICEI-ABC')).toBe('/api/registrations/ICEI-ABC/certificate.pdf');
    expect(certificatePdfUrl('ICEI-ABC', 'student-2')).toBe(
      '/api/registrations/ICEI-ABC/certificate.pdf?person=student-2',
    );
  });

  it('include the credit note of a cancelled registration', () => {
    expect(creditNotePdfUrl('ICEI-ABC')).toBe('/api/registrations/ICEI-ABC/credit-note');
  });
});
