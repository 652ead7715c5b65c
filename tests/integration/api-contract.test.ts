// Every route of the API, called so that it succeeds, answers exactly what its response schema in
// the domain describes: a field the schema does not list, or one it requires and the answer lacks,
// fails here. The routes come from the router's own table, so a new route without a contract
// below fails too. Routes that answer a file are checked by their content type.
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { z as zod, type z } from '../../functions/src/domain/zod';
import { CERTIFICATE_FACTS } from '../../functions/src/domain/certificate';
import { adminRegistrationSchema } from '../../functions/src/domain/api/admin-record';
import { registrationPageSchema } from '../../functions/src/domain/api/admin-registrations';
import { registrationStatsSchema } from '../../functions/src/domain/api/admin-stats';
import { bulkOutcomesSchema } from '../../functions/src/domain/api/bulk';
import {
  certificatesSentSchema,
  certificatesStatusSchema,
  certificateViewSchema,
} from '../../functions/src/domain/api/certificates';
import { checkInResultSchema, checkInSearchSchema, deskSearchSchema } from '../../functions/src/domain/api/check-in';
import { createdRegistrationBodySchema } from '../../functions/src/domain/api/create-registration';
import { dataBody, doneBodySchema, paymentVerifiedBodySchema } from '../../functions/src/domain/api/envelope';
import { dataExportSchema } from '../../functions/src/domain/api/data-export';
import { billingUpdatedBodySchema } from '../../functions/src/domain/api/billing';
import { reissueReportSchema } from '../../functions/src/domain/api/pass-reissue';
import { issuedInvoiceSchema } from '../../functions/src/domain/api/invoice';
import { invoiceCorrectedBodySchema } from '../../functions/src/domain/api/invoice-correction';
import { emailCorrectedBodySchema } from '../../functions/src/domain/api/email-correction';
import { nameCorrectedBodySchema } from '../../functions/src/domain/api/registrant-name';
import { adminCancellationAnswerSchema, cancellationAnswerSchema } from '../../functions/src/domain/api/cancellation';
import {
  sponsorAnswerSchema,
  sponsorListAnswerSchema,
  sponsorPaymentAnswerSchema,
} from '../../functions/src/domain/api/sponsors';
import { sponsorCodeLookupAnswerSchema } from '../../functions/src/domain/api/sponsor-codes';
import { SPONSORSHIP } from '../../functions/src/domain/sponsorship';
import { accountsSchema, gstr1SummarySchema } from '../../functions/src/domain/api/accounts';
import { eInvoiceListSchema } from '../../functions/src/domain/api/e-invoices';
import { previewLinkSchema } from '../../functions/src/domain/api/stored-file';
import { clientAddressSchema } from '../../functions/src/domain/api/client-address';
import { healthBodySchema } from '../../functions/src/domain/api/health';
import { testMailQueuedSchema, testMailStateSchema } from '../../functions/src/domain/api/test-mail';
import {
  deskStaffGrantedSchema,
  deskStaffListSchema,
  deskStaffRevokedSchema,
} from '../../functions/src/domain/api/desk-staff';
import { probeStateSchema } from '../../functions/src/domain/api/probe';
import { ieeeStatusBodySchema } from '../../functions/src/domain/api/ieee-status';
import { mailLogSchema } from '../../functions/src/domain/api/mail-log';
import { mailProblemsSchema } from '../../functions/src/domain/api/mail-problems';
import { passViewSchema } from '../../functions/src/domain/api/pass';
import { coverageReportSchema, paperRemindersSchema } from '../../functions/src/domain/api/paper-coverage';
import { reconciliationReportSchema, statementPreviewSchema } from '../../functions/src/domain/api/reconciliation';
import { emailVerifiedBodySchema } from '../../functions/src/domain/api/verify-email';
import { publicRegistrationSchema } from '../../functions/src/domain/registration-view';
import { routes } from '../../functions/src/http/router';
import { CERTIFICATES_OPEN_ON, venueInstant } from '../../functions/src/domain/venue-time';
import { registrationWindowBodySchema } from '../../functions/src/domain/api/registration-window';
import { sentMail } from '../support/inbox';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { BOUNCING_DOMAIN } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { storeCertificate } from '../support/certificates';
import { asOf, FIRST_DAY, ON_FIRST_DAY } from '../support/clock';
import { idTokenFor, signInAgain } from '../support/auth';
import {
  PDF,
  keyed,
  linkKeyOf,
  participant,
  submitRegistration,
  uploadProofFor,
  verifyEmailOf,
  verifyPaymentOf,
} from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const ATTENDEE = individualTier({ ieee: false });

let adminToken = '';
let deskToken = '';
/** Registrations made for this test, each in the state its calls need. */
const made = {
  toVerifyByLink: '',
  toResend: '',
  toReview: '',
  toBulkVerify: '',
  bouncing: '',
  toDecide: '',
  paid: '',
  toErase: '',
  toCorrectEmail: '',
  toWithdraw: '',
  /** Paid, then cancelled with a refund and its credit note. */
  toCancel: '',
  /** Whose registrant asked the organisers to cancel, recorded by an administrator. */
  toCancelForThem: '',
  /** An administrator's test mail (not a registration). */
  testMail: '',
};
/** Link keys of the registrations whose documents the contract downloads (`afterPaid`: as of after the conference). */
const keys = { paid: '', paidAfter: '', toResend: '', toCancel: '' };
/** What `made.toBulkVerify` owes, the amount its statement line pays. */
let bulkVerifyAmount = 0;

/**
 * What a call answers: a body of its schema, a file of its type, or (`refusal`) the error body with
 * that status, for what this edition refuses by its data (certificates while it names no
 * signatories: certificates.fixture-2031.test.ts tests them issued).
 */
type Expectation = { body: z.ZodType } | { contentType: RegExp } | { refusal: number };

const errorBodySchema = zod.strictObject({ success: zod.literal(false), error: zod.string().min(1) });

/** A certificate's expectation in this edition: issued when it names who signs, refused otherwise. */
const certificateAnswer = (issued: Expectation): Expectation =>
  CERTIFICATE_FACTS.complete ? issued : { refusal: 409 };

/** A certificate of made.paid as the function stores one (its number checked by the view). */
async function storedCertificateCode(): Promise<string> {
  const code = '7K2M-Q9XD-4HRT-B3CA';
  await storeCertificate({ code, registrationId: made.paid, name: 'Asha Rao', organization: 'Karnatak University' });
  return code;
}

/** An address of its own for each run: an account made for it outlives the run's documents. */
const contractAddress = (role: string) => `${role}-${randomUUID().slice(0, 8)}@example.org`;

interface Contract {
  method: 'GET' | 'POST';
  /** The route as documented, `{name}` for a path parameter. */
  route: string;
  expect: Expectation;
  call: () => Promise<Response>;
}

async function send(
  method: 'GET' | 'POST',
  path: string,
  options: {
    json?: unknown;
    form?: FormData;
    admin?: boolean;
    /** What cannot be taken back: the administrator signs in again first (a sign-in of the last 5 minutes). */
    recent?: boolean;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { origin: ORIGIN, ...options.headers };
  if (options.recent) adminToken = await signInAgain(adminToken);
  if (options.admin) headers.authorization = `Bearer ${adminToken}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${SITE_URL}${path}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
}

const asAdmin = { admin: true } as const;

/** A sponsor of the edition's first package, from Karnataka, without a GSTIN. */
const SPONSOR = {
  organisation: { name: 'Contract Sponsors Pvt Ltd', address: '1 Test Road\nDharwad 580001', stateCode: '29' },
  level: SPONSORSHIP?.packages[0]?.level,
  contact: { name: 'Ravi Kulkarni', email: 'ravi@contract-sponsors.example.com' },
};
let recorded: Promise<string> | undefined;
let paid: Promise<string> | undefined;
/** One sponsor recorded for the calls that need one, whichever runs first. */
function recordedSponsor(): Promise<string> {
  recorded ??= send('POST', '/api/admin/sponsors', { ...asAdmin, json: SPONSOR }).then(
    async (response) => ((await response.json()) as { data: { sponsor: { id: string } } }).data.sponsor.id,
  );
  return recorded;
}
let toWithdraw: Promise<string> | undefined;
/** A third, its payment verified (which invoices it), to be withdrawn. */
function withdrawnSponsor(): Promise<string> {
  toWithdraw ??= send('POST', '/api/admin/sponsors', { ...asAdmin, json: SPONSOR }).then(async (response) => {
    const id = ((await response.json()) as { data: { sponsor: { id: string } } }).data.sponsor.id;
    await send('POST', `/api/admin/sponsors/${id}/payment`, {
      ...asAdmin,
      json: { reference: 'UTR-BACK', date: '2025-10-01' },
    });
    return id;
  });
  return toWithdraw;
}
/** Another, its payment verified. */
function paidSponsor(): Promise<string> {
  paid ??= send('POST', '/api/admin/sponsors', { ...asAdmin, json: SPONSOR }).then(async (response) => {
    const id = ((await response.json()) as { data: { sponsor: { id: string } } }).data.sponsor.id;
    await send('POST', `/api/admin/sponsors/${id}/payment`, {
      ...asAdmin,
      json: { reference: 'UTR-PAID', date: '2025-10-01' },
    });
    return id;
  });
  return paid;
}

/** One of a sponsor's codes, by its place in the sponsor's list. */
async function firstCodeOf(id: string, index = 0): Promise<string> {
  const answer = (await (await send('GET', `/api/admin/sponsors/${id}`, asAdmin)).json()) as {
    data: { sponsor: { codes: { code: string }[] } };
  };
  const code = answer.data.sponsor.codes[index]?.code;
  if (!code) throw new Error(`Sponsor ${id} has no code ${index + 1}.`);
  return code;
}

function registrationForm(data: Record<string, unknown>): FormData {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  return form;
}

async function failedMailOf(id: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const log = (await (await send('GET', `/api/admin/registrations/${id}/mail`, asAdmin)).json()) as {
      data: { id: string; state: string }[];
    };
    const failed = log.data.find((mail) => mail.state === 'ERROR');
    if (failed) return failed.id;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no failed mail for ${id}`);
}

async function storedFileName(id: string): Promise<string> {
  const record = (await (await send('GET', `/api/registrations/${id}`, asAdmin)).json()) as {
    data: { receipt: { path: string } };
  };
  return record.data.receipt.path.split('/').at(-1) ?? '';
}

/** The pass code mailed when `made.paid`'s payment was verified. */
async function paidPassCode(): Promise<string> {
  const text = (await sentMail(`mail/${made.paid}-payment-verified-1`)).text;
  return /\/pass\/([A-Za-z0-9_-]{22})\b/.exec(text)?.[1] ?? '';
}

/** Certificates of participation are sent once the conference is over: 10:00 the day after. */
const afterConference = asOf(venueInstant(CERTIFICATES_OPEN_ON, 10));

async function currentAcceptedPapers(): Promise<string> {
  const report = (await (await send('GET', '/api/admin/paper-coverage', asAdmin)).json()) as {
    data: { papers: { paperId: string }[] };
  };
  // The same list again, so the suite's state is left as it was (one paper when there was none).
  return report.data.papers.map((paper) => paper.paperId).join('\n') || `CONTRACT-${Date.now()}`;
}

// In the order they run: the review calls follow one registration through its states.
const contracts: Contract[] = [
  {
    method: 'GET',
    route: '/api/health',
    expect: { body: healthBodySchema },
    call: () => send('GET', '/api/health'),
  },
  {
    method: 'GET',
    route: '/api/client-address',
    expect: { body: dataBody(clientAddressSchema) },
    call: () => send('GET', '/api/client-address'),
  },
  {
    method: 'GET',
    route: '/api/registration-window',
    expect: { body: registrationWindowBodySchema },
    call: () => send('GET', '/api/registration-window'),
  },
  {
    method: 'POST',
    route: '/api/ieee-verification/ieee-status',
    expect: { body: ieeeStatusBodySchema },
    call: () => send('POST', '/api/ieee-verification/ieee-status', { json: { MemberID: '90000001' } }),
  },
  {
    method: 'POST',
    route: '/api/registrations',
    expect: { body: createdRegistrationBodySchema },
    call: () =>
      send('POST', '/api/registrations', {
        form: registrationForm({ ...participant(), ...tierFields(ATTENDEE) }),
      }),
  },
  {
    method: 'GET',
    route: '/api/registrations/{id}',
    expect: { body: dataBody(publicRegistrationSchema) },
    call: () => send('GET', `/api/registrations/${made.paid}`),
  },
  {
    method: 'GET',
    route: '/api/registrations/{id}',
    expect: { body: dataBody(adminRegistrationSchema) },
    call: () => send('GET', `/api/registrations/${made.paid}`, asAdmin),
  },
  {
    method: 'GET',
    route: '/api/registrations/{id}/receipt.pdf',
    expect: { contentType: /^application\/pdf/ },
    call: () => send('GET', keyed(`/api/registrations/${made.paid}/receipt.pdf`, keys.paid)),
  },
  {
    method: 'GET',
    route: '/api/passes/{code}',
    expect: { body: dataBody(passViewSchema) },
    call: async () => send('GET', `/api/passes/${await paidPassCode()}`),
  },
  {
    method: 'GET',
    route: '/api/verify/{token}',
    expect: { body: emailVerifiedBodySchema },
    call: async () => {
      const { text } = await sentMail(`mail/${made.toVerifyByLink}-verify-email-1`);
      const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
      return send('GET', `/api/verify/${token}`);
    },
  },
  {
    method: 'POST',
    route: '/api/registrations/{id}/resend-verification',
    expect: { body: doneBodySchema },
    call: () => send('POST', `/api/registrations/${made.toResend}/resend-verification`, { json: {} }),
  },
  {
    method: 'POST',
    route: '/api/payments',
    expect: { body: doneBodySchema },
    call: () => {
      const form = new FormData();
      form.set('registrationId', made.toReview);
      form.set('paymentReferenceId', `CONTRACT-${made.toReview}`);
      form.set('receipt', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'receipt.pdf');
      return send('POST', '/api/payments', { form });
    },
  },
  {
    method: 'POST',
    route: '/api/verify/verify-registration/{id}',
    expect: { body: paymentVerifiedBodySchema },
    call: () => send('POST', `/api/verify/verify-registration/${made.toReview}`, asAdmin),
  },
  {
    method: 'POST',
    route: '/api/verify/undo-verification/{id}',
    expect: { body: doneBodySchema },
    call: () => send('POST', `/api/verify/undo-verification/${made.toReview}`, { ...asAdmin, json: {} }),
  },
  {
    method: 'POST',
    route: '/api/admin/registrations/{id}/ieee-membership',
    expect: { body: doneBodySchema },
    call: () =>
      send('POST', `/api/admin/registrations/${made.toDecide}/ieee-membership`, {
        ...asAdmin,
        json: { decision: 'confirmed' },
      }),
  },
  {
    method: 'POST',
    route: '/api/verify/reject-payment/{id}',
    expect: { body: doneBodySchema },
    call: () =>
      send('POST', `/api/verify/reject-payment/${made.toReview}`, {
        ...asAdmin,
        json: { reason: 'The amount differs.' },
      }),
  },
  {
    method: 'POST',
    route: '/api/registrations/{id}/data-request',
    expect: { body: doneBodySchema },
    call: () => send('POST', `/api/registrations/${made.paid}/data-request`, { json: {} }),
  },
  {
    method: 'POST',
    route: '/api/registrations/{id}/billing',
    expect: { body: billingUpdatedBodySchema },
    call: () =>
      send('POST', keyed(`/api/registrations/${made.toResend}/billing`, keys.toResend), {
        json: { billing: { name: 'Karnatak University', address: 'Pavate Nagar, Dharwad 580003', stateCode: '29' } },
      }),
  },
  {
    method: 'GET',
    route: '/api/data/{token}',
    expect: { body: dataBody(dataExportSchema) },
    call: async () => {
      const text = (await sentMail(`mail/${made.paid}-data-access-1`)).text;
      return send('GET', new URL(/https?:\/\/\S+\/api\/data\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? SITE_URL).pathname);
    },
  },
  {
    method: 'POST',
    route: '/api/admin/passes/reissue',
    expect: { body: dataBody(reissueReportSchema) },
    call: () => send('POST', '/api/admin/passes/reissue', { ...asAdmin, recent: true }),
  },
  {
    method: 'POST',
    route: '/api/admin/registrations/{id}/erase',
    expect: { body: doneBodySchema },
    call: () =>
      send('POST', `/api/admin/registrations/${made.toErase}/erase`, {
        ...asAdmin,
        recent: true,
        json: { reason: 'Contract' },
      }),
  },
  {
    method: 'GET',
    route: '/api/admin/registrations',
    expect: { body: dataBody(registrationPageSchema) },
    call: () => send('GET', '/api/admin/registrations?pageSize=5', asAdmin),
  },
  {
    method: 'GET',
    route: '/api/admin/accounts',
    expect: { body: dataBody(accountsSchema) },
    call: () => send('GET', '/api/admin/accounts?period=2025', asAdmin),
  },
  {
    method: 'GET',
    route: '/api/admin/accounts.csv',
    expect: { contentType: /^text\/csv/ },
    call: () => send('GET', '/api/admin/accounts.csv?period=2025-10&register=invoices', asAdmin),
  },
  {
    method: 'GET',
    route: '/api/admin/accounts/gstr1',
    expect: { body: dataBody(gstr1SummarySchema) },
    call: () => send('GET', '/api/admin/accounts/gstr1?period=2025-Q3', asAdmin),
  },
  {
    method: 'GET',
    route: '/api/admin/accounts/gstr1.json',
    expect: { contentType: /^application\/json/ },
    call: () => send('GET', '/api/admin/accounts/gstr1.json?period=2025-10', asAdmin),
  },
  {
    method: 'GET',
    route: '/api/admin/e-invoices',
    expect: { body: dataBody(eInvoiceListSchema) },
    call: () => send('GET', '/api/admin/e-invoices?period=2025-10', asAdmin),
  },
  {
    method: 'GET',
    route: '/api/admin/e-invoices.json',
    expect: { contentType: /^application\/json/ },
    call: () => send('GET', '/api/admin/e-invoices.json?period=2025-10', asAdmin),
  },
  {
    method: 'POST',
    route: '/api/admin/e-invoices/answer',
    // An answer that is not one: refused in the envelope, as every refusal.
    expect: { refusal: 400 },
    call: () => send('POST', '/api/admin/e-invoices/answer', { ...asAdmin, json: { answer: 'not the portal' } }),
  },
  {
    method: 'GET',
    route: '/api/admin/registrations.csv',
    expect: { contentType: /^text\/csv/ },
    // This file's own rows: the export is not about whatever else the suite holds.
    call: () => send('GET', `/api/admin/registrations.csv?status=payment-verified&q=${made.paid}`, asAdmin),
  },
  {
    method: 'GET',
    route: '/api/admin/registrations.xlsx',
    expect: { contentType: /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/ },
    call: () => send('GET', `/api/admin/registrations.xlsx?status=payment-verified&q=${made.paid}`, asAdmin),
  },
  {
    method: 'GET',
    route: '/api/admin/stats',
    expect: { body: dataBody(registrationStatsSchema) },
    call: () => send('GET', '/api/admin/stats', asAdmin),
  },
  {
    method: 'POST',
    route: '/api/admin/bulk/verify-payments',
    expect: { body: dataBody(bulkOutcomesSchema) },
    call: () =>
      send('POST', '/api/admin/bulk/verify-payments', { ...asAdmin, json: { ids: [made.toBulkVerify, 'NO-SUCH-ID'] } }),
  },
  {
    method: 'POST',
    route: '/api/admin/bulk/payment-reminders',
    expect: { body: dataBody(bulkOutcomesSchema) },
    call: () => send('POST', '/api/admin/bulk/payment-reminders', { ...asAdmin, json: { ids: [made.toVerifyByLink] } }),
  },
  {
    method: 'POST',
    route: '/api/admin/reconciliation',
    expect: { body: dataBody(reconciliationReportSchema) },
    call: () => {
      const form = new FormData();
      const csv = `UTR Number,Amount (Rs)\nCONTRACT-${made.toBulkVerify},${bulkVerifyAmount}\nCONTRACT-NOTHING,1\n`;
      form.set('statement', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
      form.set('referenceHeader', 'UTR Number');
      form.set('amountHeader', 'Amount (Rs)');
      return send('POST', '/api/admin/reconciliation', { ...asAdmin, form });
    },
  },
  {
    method: 'POST',
    route: '/api/admin/reconciliation/preview',
    expect: { body: dataBody(statementPreviewSchema) },
    call: () => {
      const form = new FormData();
      const csv = `Account :,ICEI\nTxn Date,Ref No.,Credit\n01/10/2025,CONTRACT-PREVIEW,"1,000.00"\n`;
      form.set('statement', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
      return send('POST', '/api/admin/reconciliation/preview', { ...asAdmin, form });
    },
  },
  {
    method: 'GET',
    route: '/api/admin/paper-coverage',
    expect: { body: dataBody(coverageReportSchema) },
    call: () => send('GET', '/api/admin/paper-coverage', asAdmin),
  },
  {
    method: 'POST',
    route: '/api/admin/paper-coverage',
    expect: { body: dataBody(coverageReportSchema) },
    call: async () =>
      send('POST', '/api/admin/paper-coverage', {
        ...asAdmin,
        json: { acceptedPaperIds: await currentAcceptedPapers() },
      }),
  },
  {
    method: 'POST',
    route: '/api/admin/paper-coverage/reminders',
    expect: { body: dataBody(paperRemindersSchema) },
    // On a day of its own: the browser tests remind the authors of the list they saved, today, beside this.
    call: () => send('POST', '/api/admin/paper-coverage/reminders', { ...asAdmin, headers: afterConference }),
  },
  {
    method: 'GET',
    route: '/api/admin/registrations/{id}/mail',
    expect: { body: dataBody(mailLogSchema) },
    call: () => send('GET', `/api/admin/registrations/${made.bouncing}/mail`, asAdmin),
  },
  {
    method: 'GET',
    route: '/api/admin/mail/problems',
    expect: { body: dataBody(mailProblemsSchema) },
    call: () => send('GET', '/api/admin/mail/problems', asAdmin),
  },
  {
    method: 'POST',
    route: '/api/admin/mail/{mailId}/resend',
    expect: { body: doneBodySchema },
    call: async () => send('POST', `/api/admin/mail/${await failedMailOf(made.bouncing)}/resend`, asAdmin),
  },
  {
    method: 'POST',
    route: '/api/admin/test-mail',
    expect: { body: dataBody(testMailQueuedSchema) },
    call: () => send('POST', '/api/admin/test-mail', { ...asAdmin, json: { to: 'contract@example.org' } }),
  },
  {
    method: 'GET',
    route: '/api/admin/test-mail/{mailId}',
    expect: { body: dataBody(testMailStateSchema) },
    call: () => send('GET', `/api/admin/test-mail/${made.testMail}`, asAdmin),
  },
  {
    method: 'GET',
    route: '/api/admin/desk-staff',
    expect: { body: dataBody(deskStaffListSchema) },
    call: () => send('GET', '/api/admin/desk-staff', asAdmin),
  },
  {
    method: 'POST',
    route: '/api/admin/desk-staff',
    expect: { body: dataBody(deskStaffGrantedSchema) },
    call: () => send('POST', '/api/admin/desk-staff', { ...asAdmin, json: { email: contractAddress('desk') } }),
  },
  {
    method: 'POST',
    route: '/api/admin/desk-staff/revoke',
    expect: { body: dataBody(deskStaffRevokedSchema) },
    call: async () => {
      const email = contractAddress('desk-revoked');
      expect((await send('POST', '/api/admin/desk-staff', { ...asAdmin, json: { email } })).status).toBe(201);
      return send('POST', '/api/admin/desk-staff/revoke', { ...asAdmin, json: { email } });
    },
  },
  {
    method: 'POST',
    route: '/api/admin/probe',
    expect: { body: dataBody(probeStateSchema) },
    call: () => send('POST', '/api/admin/probe', asAdmin),
  },
  {
    method: 'GET',
    route: '/api/admin/probe/{probeId}',
    expect: { body: dataBody(probeStateSchema) },
    call: async () => {
      const probe = await send('POST', '/api/admin/probe', asAdmin);
      const { data } = (await probe.json()) as { data: { probeId: string } };
      return send('GET', `/api/admin/probe/${data.probeId}`, asAdmin);
    },
  },
  {
    method: 'POST',
    route: '/api/admin/check-in',
    expect: { body: dataBody(checkInResultSchema) },
    call: () =>
      send('POST', '/api/admin/check-in', {
        ...asAdmin,
        json: { registrationId: made.paid, desk: 'contract desk' },
        headers: ON_FIRST_DAY,
      }),
  },
  {
    method: 'GET',
    route: '/api/admin/check-in/search',
    expect: { body: dataBody(checkInSearchSchema) },
    call: () => send('GET', `/api/admin/check-in/search?q=${made.paid}`, { ...asAdmin, headers: ON_FIRST_DAY }),
  },
  {
    method: 'GET',
    route: '/api/admin/check-in/search',
    expect: { body: dataBody(deskSearchSchema) },
    call: () =>
      send('GET', `/api/admin/check-in/search?q=${made.paid}`, {
        headers: { ...ON_FIRST_DAY, authorization: `Bearer ${deskToken}` },
      }),
  },
  {
    method: 'POST',
    route: '/api/admin/check-in/undo',
    expect: { body: doneBodySchema },
    call: async () => {
      const checkedIn = await send('POST', '/api/admin/check-in', {
        ...asAdmin,
        json: { registrationId: made.toWithdraw },
        headers: ON_FIRST_DAY,
      });
      expect(checkedIn.status).toBe(200);
      return send('POST', '/api/admin/check-in/undo', {
        ...asAdmin,
        json: { registrationId: made.toWithdraw, day: FIRST_DAY },
      });
    },
  },
  {
    method: 'POST',
    route: '/api/verify/withdraw-verification/{id}',
    expect: { body: doneBodySchema },
    call: () =>
      send('POST', `/api/verify/withdraw-verification/${made.toWithdraw}`, {
        ...asAdmin,
        recent: true,
        json: { reason: 'The bank has no such credit.' },
      }),
  },
  // After the check-in above: made.paid has a badge, and a certificate once the conference is over.
  {
    method: 'POST',
    route: '/api/admin/badges.pdf',
    expect: { contentType: /^application\/pdf/ },
    call: () => send('POST', '/api/admin/badges.pdf', { ...asAdmin, json: { registrationIds: [made.paid] } }),
  },
  {
    method: 'GET',
    route: '/api/admin/certificates',
    expect: { body: dataBody(certificatesStatusSchema) },
    call: () => send('GET', '/api/admin/certificates', { ...asAdmin, headers: afterConference }),
  },
  {
    method: 'POST',
    route: '/api/admin/certificates/send',
    expect: certificateAnswer({ body: dataBody(certificatesSentSchema) }),
    call: () => send('POST', '/api/admin/certificates/send', { ...asAdmin, headers: afterConference }),
  },
  {
    method: 'GET',
    route: '/api/registrations/{id}/certificate.pdf',
    expect: certificateAnswer({ contentType: /^application\/pdf/ }),
    call: () =>
      send('GET', keyed(`/api/registrations/${made.paid}/certificate.pdf`, keys.paidAfter), {
        headers: afterConference,
      }),
  },
  {
    method: 'GET',
    route: '/api/registrations/{id}/invoice',
    expect: { contentType: /^application\/pdf/ },
    // Issued by the payment's verification.
    call: () => send('GET', keyed(`/api/registrations/${made.paid}/invoice`, keys.paid)),
  },
  {
    method: 'POST',
    route: '/api/admin/registrations/{id}/invoice',
    // The invoice the verification issued, answered as is.
    expect: { body: dataBody(issuedInvoiceSchema) },
    call: () => send('POST', `/api/admin/registrations/${made.paid}/invoice`, asAdmin),
  },
  {
    method: 'POST',
    route: '/api/admin/registrations/{id}/invoice/correction',
    // After the two above: that invoice is cancelled and a new one names the institution.
    expect: { body: invoiceCorrectedBodySchema },
    call: async () =>
      send('POST', `/api/admin/registrations/${made.paid}/invoice/correction`, {
        ...asAdmin,
        json: {
          invoice: String((await db.doc(`registrations/${made.paid}`).get()).get('invoice.number')),
          billing: { name: 'Contract Institute', address: 'Accounts Office\nBengaluru 560001', stateCode: '29' },
          reason: 'The institute pays',
        },
      }),
  },
  {
    method: 'POST',
    route: '/api/admin/registrations/{id}/name',
    expect: { body: nameCorrectedBodySchema },
    call: () =>
      send('POST', `/api/admin/registrations/${made.toResend}/name`, {
        ...asAdmin,
        json: { title: 'Dr', firstName: 'Contract', lastName: 'Corrected', organization: 'Contract Institute' },
      }),
  },
  {
    method: 'POST',
    route: '/api/admin/registrations/{id}/email',
    expect: { body: emailCorrectedBodySchema },
    call: () =>
      send('POST', `/api/admin/registrations/${made.toCorrectEmail}/email`, {
        ...asAdmin,
        recent: true,
        json: { email: `corrected-${made.toCorrectEmail.toLowerCase()}@example.org` },
      }),
  },
  {
    method: 'POST',
    route: '/api/registrations/{id}/cancellation',
    expect: { body: dataBody(cancellationAnswerSchema) },
    call: () =>
      send('POST', keyed(`/api/registrations/${made.toCancel}/cancellation`, keys.toCancel), {
        json: { reason: 'Cannot travel.' },
      }),
  },
  {
    method: 'POST',
    route: '/api/admin/registrations/{id}/cancellation/request',
    expect: { body: dataBody(adminCancellationAnswerSchema) },
    call: () =>
      send('POST', `/api/admin/registrations/${made.toCancelForThem}/cancellation/request`, {
        ...asAdmin,
        json: { reason: 'Asked by mail on 14 October: cannot travel.' },
      }),
  },
  {
    method: 'POST',
    route: '/api/admin/registrations/{id}/cancellation',
    expect: { body: dataBody(adminCancellationAnswerSchema) },
    // Invoiced by its verification, so the refund issues a credit note.
    call: () =>
      send('POST', `/api/admin/registrations/${made.toCancel}/cancellation`, {
        ...asAdmin,
        json: {
          decision: 'approve',
          refund: { amountPaise: 10_000, reason: 'Part', bankReference: 'NEFT-CONTRACT', date: '2025-10-01' },
        },
      }),
  },
  {
    method: 'GET',
    route: '/api/registrations/{id}/credit-note',
    expect: { contentType: /^application\/pdf/ },
    call: () => send('GET', keyed(`/api/registrations/${made.toCancel}/credit-note`, keys.toCancel)),
  },
  {
    method: 'GET',
    route: '/api/admin/sponsors',
    expect: { body: dataBody(sponsorListAnswerSchema) },
    call: () => send('GET', '/api/admin/sponsors', asAdmin),
  },
  {
    method: 'POST',
    route: '/api/admin/sponsors',
    expect: { body: dataBody(sponsorAnswerSchema) },
    call: () => send('POST', '/api/admin/sponsors', { ...asAdmin, json: SPONSOR }),
  },
  {
    method: 'GET',
    route: '/api/admin/sponsors/{id}',
    expect: { body: dataBody(sponsorAnswerSchema) },
    call: async () => send('GET', `/api/admin/sponsors/${await recordedSponsor()}`, asAdmin),
  },
  {
    method: 'POST',
    route: '/api/admin/sponsors/{id}/payment',
    expect: { body: dataBody(sponsorPaymentAnswerSchema) },
    call: async () =>
      send('POST', `/api/admin/sponsors/${await recordedSponsor()}/payment`, {
        ...asAdmin,
        json: { reference: 'UTR-CONTRACT', date: '2025-10-01' },
      }),
  },
  {
    method: 'POST',
    route: '/api/admin/sponsors/{id}/invoice',
    // The invoice the payment's verification issued, answered as is.
    expect: { body: dataBody(sponsorAnswerSchema) },
    call: async () => send('POST', `/api/admin/sponsors/${await paidSponsor()}/invoice`, asAdmin),
  },
  {
    method: 'GET',
    route: '/api/admin/sponsors/{id}/invoice',
    expect: { contentType: /^application\/pdf/ },
    call: async () => send('GET', `/api/admin/sponsors/${await paidSponsor()}/invoice`, asAdmin),
  },
  {
    method: 'POST',
    route: '/api/admin/sponsors/{id}/payment/withdrawal',
    expect: { body: dataBody(sponsorAnswerSchema) },
    call: async () =>
      send('POST', `/api/admin/sponsors/${await withdrawnSponsor()}/payment/withdrawal`, {
        ...asAdmin,
        json: { reason: 'The transfer bounced.' },
      }),
  },
  {
    method: 'GET',
    route: '/api/admin/sponsors/{id}/credit-note',
    expect: { contentType: /^application\/pdf/ },
    call: async () => {
      const id = await withdrawnSponsor();
      // Whichever of the two runs first withdraws: the payment is verified once, so once withdrawn.
      await send('POST', `/api/admin/sponsors/${id}/payment/withdrawal`, { ...asAdmin, json: { reason: 'Bounced.' } });
      return send('GET', `/api/admin/sponsors/${id}/credit-note`, asAdmin);
    },
  },
  {
    method: 'POST',
    route: '/api/admin/sponsors/{id}/codes',
    expect: { body: dataBody(sponsorAnswerSchema) },
    call: async () =>
      send('POST', `/api/admin/sponsors/${await recordedSponsor()}/codes`, { ...asAdmin, json: { count: 1 } }),
  },
  {
    method: 'POST',
    route: '/api/admin/sponsors/{id}/codes/{code}/revocation',
    expect: { body: dataBody(sponsorAnswerSchema) },
    call: async () => {
      const id = await recordedSponsor();
      return send('POST', `/api/admin/sponsors/${id}/codes/${await firstCodeOf(id)}/revocation`, asAdmin);
    },
  },
  {
    method: 'GET',
    route: '/api/sponsor-codes/{code}',
    expect: { body: dataBody(sponsorCodeLookupAnswerSchema) },
    // The paid sponsor's codes work; the first one is never used here.
    call: async () => send('GET', `/api/sponsor-codes/${await firstCodeOf(await paidSponsor(), 1)}`),
  },
  {
    method: 'GET',
    route: '/api/certificates/{code}',
    expect: { body: dataBody(certificateViewSchema) },
    call: async () => send('GET', `/api/certificates/${await storedCertificateCode()}`),
  },
  {
    method: 'GET',
    route: '/api/certificates/{code}/certificate.pdf',
    expect: certificateAnswer({ contentType: /^application\/pdf/ }),
    call: async () => send('GET', `/api/certificates/${await storedCertificateCode()}/certificate.pdf`),
  },
  {
    method: 'GET',
    route: '/backend/uploads/{id}/{name}',
    expect: { contentType: /^application\/pdf/ },
    call: async () =>
      send('GET', `/backend/uploads/${made.toBulkVerify}/${await storedFileName(made.toBulkVerify)}`, asAdmin),
  },
  {
    method: 'POST',
    route: '/api/admin/uploads/{id}/{name}/preview-link',
    expect: { body: dataBody(previewLinkSchema) },
    call: async () =>
      send(
        'POST',
        `/api/admin/uploads/${made.toBulkVerify}/${await storedFileName(made.toBulkVerify)}/preview-link`,
        asAdmin,
      ),
  },
  {
    method: 'GET',
    route: '/backend/uploads/{id}/{name}/preview',
    expect: { contentType: /^application\/pdf/ },
    call: async () => {
      const link = await send(
        'POST',
        `/api/admin/uploads/${made.toBulkVerify}/${await storedFileName(made.toBulkVerify)}/preview-link`,
        asAdmin,
      );
      const { data } = (await link.json()) as { data: { url: string } };
      return send('GET', data.url);
    },
  },
];

/** The routes a contract names: its method and the router's template, as written there. */
const routesOf = (contract: Contract) =>
  routes.filter((route) => route.method === contract.method && route.path === contract.route);

async function register(email?: string): Promise<string> {
  const { body } = await submitRegistration({ ...participant(email), ...tierFields(ATTENDEE) });
  return String(body.id);
}

// Nine registrations one at a time, nine mails awaited in the inbox (five addresses verified, four
// link keys), three payments verified (an invoice PDF each), as the suite starts: 120 s
// (docs/development.md, "Timeouts and why").
beforeAll(async () => {
  [adminToken, deskToken] = await Promise.all([
    idTokenFor({ admin: true }),
    idTokenFor({ admin: false, checkin: true }),
  ]);
  // One request at a time: the suite has just started, beside the browser tests and the deploy
  // check's install. Nine registrations at once made the Functions emulator start a process for
  // each, and queued their nine mails behind one another (it delivers the mail sender's events one
  // at a time): the setup took 46 s of its 60 and a verification mail waited over 15 s (2026-12-04).
  made.toVerifyByLink = await register();
  made.toResend = await register();
  made.toReview = await register();
  made.toBulkVerify = await register();
  made.bouncing = await register(`contract-${Date.now()}@${BOUNCING_DOMAIN}`);
  made.paid = await register();
  made.toErase = await register();
  made.toCorrectEmail = await register();
  made.toWithdraw = await register();
  made.toCancel = await register();
  made.toCancelForThem = await register();
  const paidOnes = [made.paid, made.toWithdraw, made.toCancel];
  for (const id of [made.toReview, made.toBulkVerify, ...paidOnes]) await verifyEmailOf(id);
  for (const id of [made.toBulkVerify, ...paidOnes]) await uploadProofFor(id, `CONTRACT-${id}`);
  // Their payments verified: each has a receipt and passes.
  for (const id of paidOnes) expect(await verifyPaymentOf(id, adminToken)).toBe(200);
  keys.paid = await linkKeyOf(made.paid);
  keys.paidAfter = await linkKeyOf(made.paid, afterConference);
  keys.toResend = await linkKeyOf(made.toResend);
  keys.toCancel = await linkKeyOf(made.toCancel);
  bulkVerifyAmount = (await db.doc(`registrations/${made.toBulkVerify}`).get()).get('totalAmount') as number;
  // IEEE's stand-in fails for this number (emulator-data/ieee-members.json): a membership to check.
  const { body } = await submitRegistration(
    { ...participant(), ...tierFields(individualTier({ ieee: true }), '70000001') },
    { ieeeCert: { data: PDF, name: 'membership.pdf' } },
  );
  made.toDecide = String(body.id);
  const testMail = await send('POST', '/api/admin/test-mail', { ...asAdmin, json: { to: 'contract@example.org' } });
  made.testMail = ((await testMail.json()) as { data: { mailId: string } }).data.mailId;
}, 120_000);

describe('the API contract', () => {
  it('covers every route of the router, each contract naming exactly one route', () => {
    for (const route of routes) {
      const covering = contracts.filter((contract) => routesOf(contract).includes(route));
      expect(covering.length, `${route.method} ${route.path} has no response contract`).toBeGreaterThan(0);
    }
    for (const contract of contracts) {
      expect(routesOf(contract), `${contract.method} ${contract.route}`).toHaveLength(1);
    }
  });

  it.each(contracts.map((contract) => [`${contract.method} ${contract.route}`, contract] as const))(
    '%s answers exactly its schema',
    async (_name, contract) => {
      const response = await contract.call();
      const type = response.headers.get('content-type') ?? '';
      if ('refusal' in contract.expect) {
        expect(response.status).toBe(contract.expect.refusal);
        const refusal: unknown = await response.json();
        expect(errorBodySchema.parse(refusal)).toEqual(refusal);
        return;
      }
      if ('contentType' in contract.expect) {
        expect(response.status).toBe(200);
        expect(type).toMatch(contract.expect.contentType);
        return;
      }
      const body: unknown = await response.json();
      expect(response.ok, JSON.stringify(body)).toBe(true);
      expect(type).toMatch(/^application\/json/);
      // Parsing strips what the schema does not list, so an extra field anywhere makes the two
      // differ; a missing required field fails the parse.
      expect(contract.expect.body.parse(body)).toEqual(body);
    },
  );
});
