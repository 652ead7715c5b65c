import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { COMPLIMENTARY_NOTHING_TO_PAY } from '@domain/messages';
import { Confirmation } from './confirmation';

const render = (complimentary: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Confirmation id="ICEI25-ABCD-EFGH-JKMNP" email="asha@example.org" complimentary={complimentary} />
    </MemoryRouter>,
  );

describe('the confirmation after Submit', () => {
  it('sends a registrant who pays on to payment after the e-mail check', () => {
    const page = render(false);
    expect(page).toContain('Your registration is complete only after payment.');
    expect(page).toContain('proceed to payment');
    expect(page).not.toContain(COMPLIMENTARY_NOTHING_TO_PAY);
  });

  it('tells a complimentary registrant there is nothing to pay: the e-mail check completes it', () => {
    const page = render(true);
    expect(page).toContain(COMPLIMENTARY_NOTHING_TO_PAY);
    expect(page).toContain('that completes your registration');
    expect(page).not.toMatch(/and to pay|after payment|proceed to payment/);
    expect(page).toContain('href="/registration/status?id=ICEI25-ABCD-EFGH-JKMNP"');
  });
});
