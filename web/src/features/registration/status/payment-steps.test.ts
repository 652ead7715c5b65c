import { describe, expect, it } from 'vitest';
import { paymentGuideSteps, type PaymentGuideFacts } from './payment-steps';

const FACTS: PaymentGuideFacts = {
  bankSteps: ['Accept the terms.', 'State of Corporate/Institution: Karnataka.', 'Choose the institute.'],
  category: 'FEES',
  title: 'CONF 2031',
  inclusiveOfTax: 'inclusive of VAT',
  bankPage: 'https://bank.example/collect',
};

describe('paymentGuideSteps', () => {
  it('opens with the bank page written out and the edition’s steps there, each once and in order', () => {
    const [open] = paymentGuideSteps(FACTS);
    expect(open?.text).toContain(FACTS.bankPage);
    expect(open?.details).toEqual(FACTS.bankSteps);
  });

  it('names the details to type with the page’s labels', () => {
    const details = paymentGuideSteps(FACTS).flatMap((step) => step.details);
    expect(details).toContain('Category: FEES');
    expect(details).toContain('Title: CONF 2031');
    expect(details.some((detail) => detail.startsWith('Amount (total payable, inclusive of VAT)'))).toBe(true);
  });

  it('ends the first step with a full stop when the edition gives no steps at the bank', () => {
    const [open] = paymentGuideSteps({ ...FACTS, bankSteps: [] });
    expect(open).toEqual({ text: `Open the bank’s online collection page (${FACTS.bankPage}).`, details: [] });
  });
});
