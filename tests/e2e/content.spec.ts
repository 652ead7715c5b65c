import { expect, test } from './support/test';
import { BANK_STEPS } from '../../functions/src/domain/conference';
import { PAYMENT_GUIDE_PATH } from '../../web/src/features/registration/status/payment-steps';
import { pdfReadingText } from '../support/pdf';
import { http } from './support/http';

// What each information page shows is checked as routes.spec.ts loads it (support/page-content.ts);
// here, the documents the site serves beside its pages.

test('the payment guide PDF holds every step of the bank page, in order', async () => {
  const response = await http(PAYMENT_GUIDE_PATH);
  expect(response.status).toBe(200);
  const text = await pdfReadingText(new Uint8Array(await response.arrayBuffer()));
  let from = 0;
  for (const step of BANK_STEPS) {
    const at = text.indexOf(step.replace(/\s+/g, ' '), from);
    expect(at, `"${step}" after character ${from} of the guide: ${text}`).toBeGreaterThanOrEqual(0);
    from = at + step.length;
  }
});
