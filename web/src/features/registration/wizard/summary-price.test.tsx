import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SponsorCodeLookup } from '@domain/api/sponsor-codes';
import { COMPLIMENTARY_NOTHING_TO_PAY, SPONSOR_CODE_TIER, SPONSOR_CODE_USED } from '@domain/messages';
import { formatInr } from '@domain/pricing';
import { draftTotal, type RegistrationDraft } from '@domain/registration-draft';
import { applyTierChange } from '@domain/steps';
import { participantDraft } from '@domain/test-drafts';
import type { TierId } from '@domain/tiers';
import { now } from '../../../lib/clock';
import { SummaryPrice } from './summary-price';
import type { SponsorCodeControl } from './use-sponsor-code';

const complimentary: SponsorCodeLookup = {
  code: '7K3M-Q9TX-2B4R-HW8C',
  kind: 'complimentary',
  organisation: 'Kaveri Instruments',
  level: 'Gold',
  amount: 0,
};
const sponsorRate: SponsorCodeLookup = { ...complimentary, kind: 'sponsor-rate', amount: 5900 };

/** The session's sponsor's code at rest, as the summary receives it. */
function control(state: Partial<SponsorCodeControl> = {}): SponsorCodeControl {
  return {
    applied: null,
    typed: '',
    setTyped: () => undefined,
    open: false,
    toggle: () => undefined,
    busy: false,
    error: null,
    removed: false,
    focus: null,
    apply: async () => undefined,
    remove: () => undefined,
    pending: false,
    ...state,
  };
}

const on = (tier: TierId): RegistrationDraft => applyTierChange(participantDraft(), tier);

/** The summary's price as HTML, with React's escaped apostrophes read back. */
const render = (draft: RegistrationDraft, sponsor: SponsorCodeControl) =>
  renderToStaticMarkup(<SummaryPrice draft={draft} sponsor={sponsor} />).replace(/&#x27;/g, "'");

const totalCell = (html: string) => /data-testid="summary-total">([^<]*)</.exec(html)?.[1];

describe('the summary’s price with a sponsor’s code', () => {
  it('offers a closed disclosure and the tier’s total while no code is applied', () => {
    const draft = on('industry-non-ieee');
    const html = render(draft, control());
    expect(html).toMatch(
      /<button type="button" class="sponsor-code__toggle" aria-expanded="false"[^>]*>I have a sponsor’s code</,
    );
    expect(html).not.toContain('<input');
    expect(totalCell(html)).toBe(formatInr(draftTotal(draft, now()).total));
    expect(html).toContain('You pay after verifying');
  });

  it('shows who sponsors a complimentary registration, ₹0 and nothing to pay, with Remove code', () => {
    const html = render(on('academia-non-ieee'), control({ applied: complimentary }));
    expect(totalCell(html)).toBe(formatInr(0));
    expect(html).toContain('Sponsored by Kaveri Instruments (Gold sponsorship)');
    expect(html).toContain(COMPLIMENTARY_NOTHING_TO_PAY);
    expect(html).toContain('>Remove code</button>');
    expect(html).not.toContain('You pay after verifying');
    expect(html).not.toContain('I have a sponsor’s code');
  });

  it('shows the sponsor rate as the total payable with a code at that rate', () => {
    const html = render(on('student-non-ieee'), control({ applied: sponsorRate }));
    expect(totalCell(html)).toBe(formatInr(5900));
    expect(html).toContain('Sponsored by Kaveri Instruments (Gold sponsorship)');
    expect(html).toContain(`The total payable is <strong>${formatInr(5900)}</strong>`);
    expect(html).not.toContain(COMPLIMENTARY_NOTHING_TO_PAY);
  });

  it('offers no code to an author, and says why a code kept from another tier is not used', () => {
    const draft = { ...on('author-presenter-non-ieee'), paperIds: ['101'] };
    expect(render(draft, control())).not.toContain('sponsor-code');
    const kept = render(draft, control({ applied: complimentary }));
    expect(kept).toContain(SPONSOR_CODE_TIER);
    expect(totalCell(kept)).toBe(formatInr(draftTotal(draft, now()).total));
    expect(kept).not.toContain('Sponsored by');
  });

  it('puts a refusal at the field, which it marks invalid and describes with it', () => {
    const html = render(
      on('industry-ieee'),
      control({ open: true, typed: complimentary.code, error: SPONSOR_CODE_USED }),
    );
    const input = /<input[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('id="wizard-sponsorCode"');
    expect(input).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]*)"/.exec(input)?.[1]?.split(' ') ?? [];
    expect(describedBy).toContain('wizard-sponsorCode-error');
    expect(html).toContain(`<label class="field__label" for="wizard-sponsorCode">Sponsor’s code`);
    expect(html).toContain(
      `<p class="field__error" id="wizard-sponsorCode-error" role="alert">${SPONSOR_CODE_USED}</p>`,
    );
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('>Apply code</button>');
  });

  it('says what the total is back to once the code is removed, in the status region', () => {
    const draft = on('industry-non-ieee');
    const html = render(draft, control({ removed: true }));
    expect(html).toMatch(
      new RegExp(
        `role="status"[^>]*><p>Sponsor’s code removed: the total is ${formatInr(draftTotal(draft, now()).total)}`,
      ),
    );
  });
});
