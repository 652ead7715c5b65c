// The payment acknowledgement of the 2025 suite's seeded registration (editions/icei-2025/sample/).
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '../../scripts/suite/config';
import { pdfText } from '../support/pdf';
import { keyed, linkKeyOf } from '../support/registration';

describe('the payment acknowledgement', () => {
  it('exists for the seeded verified registration', async () => {
    const id = 'ICEI25-SEED-0000-00004';
    const response = await fetch(`${SITE_URL}${keyed(`/api/registrations/${id}/receipt.pdf`, await linkKeyOf(id))}`);
    expect(response.status).toBe(200);
    expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain(
      'Amount received: ₹8,300 (inclusive of GST)',
    );
  });
});
