// The steps of paying at the bank, in the words both the status page (payment-instructions.tsx)
// and the payment guide PDF (web/scripts/payment-guide-pdf.ts, written at build time) use, so the
// document "to keep" cannot drift from the page: the bank's own steps are the edition's bankSteps.

/** Where the build writes the guide; not an edition's file, since every edition's is made from its steps. */
export const PAYMENT_GUIDE_PATH = '/docs/payment-guide.pdf';

export const PAYMENT_STEP_TEXT = {
  bankPage: 'bank’s online collection page',
  reachInstitute: 'and reach the institute’s page there:',
  fillIn: 'Fill in the payment with these details:',
  afterPaying: 'After paying, note the payment reference number and download the bank’s receipt as a PDF.',
  checked: 'The organisers check the payment and e-mail you once it is verified.',
} as const;

/** The labels of the details typed on the bank's page. */
export const paymentDetailLabels = (inclusiveOfTax: string) =>
  ({
    category: 'Category',
    title: 'Title',
    amount: `Amount (total payable, ${inclusiveOfTax})`,
    id: 'Registration ID (as the reference or remarks)',
  }) as const;

export interface PaymentGuideFacts {
  /** The edition's steps on the bank's page before its payment form (EDITION.payment.bankSteps). */
  bankSteps: readonly string[];
  category: string;
  title: string;
  inclusiveOfTax: string;
  /** The bank's collection page, written out: a printed guide cannot be clicked. */
  bankPage: string;
}

export interface GuideStep {
  text: string;
  /** Lines under the step: the bank's own steps, or the details to type. */
  details: readonly string[];
}

export const PAYMENT_GUIDE_INTRO =
  'Registration completes only after payment. Pay after verifying your e-mail address. Your registration ID and the amount to pay are on the registration status page.';

/** The guide's numbered steps: the page's, with the figures the page shows per registration named. */
export function paymentGuideSteps(facts: PaymentGuideFacts): GuideStep[] {
  const labels = paymentDetailLabels(facts.inclusiveOfTax);
  const open = `Open the ${PAYMENT_STEP_TEXT.bankPage} (${facts.bankPage})`;
  return [
    facts.bankSteps.length > 0
      ? { text: `${open} ${PAYMENT_STEP_TEXT.reachInstitute}`, details: facts.bankSteps }
      : { text: `${open}.`, details: [] },
    {
      text: PAYMENT_STEP_TEXT.fillIn,
      details: [
        `${labels.category}: ${facts.category}`,
        `${labels.title}: ${facts.title}`,
        `${labels.amount}: as the registration status page shows it`,
        `${labels.id}: as the registration status page shows it`,
      ],
    },
    { text: PAYMENT_STEP_TEXT.afterPaying, details: [] },
    {
      text: `Upload both on the registration status page. ${PAYMENT_STEP_TEXT.checked}`,
      details: [],
    },
  ];
}
