import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { SponsorCodeLookup } from '@domain/api/sponsor-codes';
import { INCLUSIVE_OF_TAX } from '@domain/conference';
import { COMPLIMENTARY_NOTHING_TO_PAY, SPONSOR_CODE_TIER, VALIDATING } from '@domain/messages';
import { formatInr } from '@domain/pricing';
import { TextField } from '../../../components/form/field';
import { focusField } from '../../../components/form/focus-field';
import { fieldControlId } from './field-names';
import { sponsoredBy } from './sponsor-code';
import { lookupSponsorCode } from './sponsor-code-lookup';
import type { SponsorCodeControl } from './use-sponsor-code';
import { BusyButton } from '../../../components/form/busy-button';

const PANEL_ID = 'wizard-sponsor-code-panel';
const CONTROL_ID = fieldControlId('sponsorCode');

/** What the code gives, in the words the registrant checks before submitting. */
function codeOutcome(code: SponsorCodeLookup): string {
  return code.kind === 'complimentary'
    ? `Code ${code.code}: total ${formatInr(0)}. ${COMPLIMENTARY_NOTHING_TO_PAY}`
    : `Code ${code.code}: total ${formatInr(code.amount)} at the sponsor rate, ${INCLUSIVE_OF_TAX}.`;
}

interface SponsorCodeSectionProps {
  control: SponsorCodeControl;
  /** Whether the chosen tier is one a code covers (sponsor-code.ts). */
  offered: boolean;
  /** The total without a code, said when a code is removed. */
  totalWithoutCode: number;
}

/**
 * "I have a sponsor's code" beside the price on the summary: a disclosure with the code's field and
 * Apply code; once applied, who sponsors the registration, what it now costs and Remove code.
 * What Apply or Remove did is said in one status region that stays on the page, so screen readers
 * announce it; a refusal is said at the field, as the wizard's other fields say theirs.
 */
export function SponsorCodeSection({ control, offered, totalWithoutCode }: SponsorCodeSectionProps) {
  const toggle = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const { applied, open, busy, error, focus } = control;

  // The button pressed is replaced by what it did: focus goes where the registrant carries on.
  useEffect(() => {
    if (!focus) return;
    if (focus.target === 'field') {
      focusField(document.getElementById(CONTROL_ID));
      return;
    }
    // Without a toggle (a tier no code covers), the status region says what happened.
    const button = focus.target === 'remove' ? removeButton.current : toggle.current;
    (button ?? status.current)?.focus();
  }, [focus]);

  if (!offered && !applied && !control.removed) return null;

  const apply = () => {
    if (!busy) void control.apply(lookupSponsorCode);
  };
  // Enter in the field applies the code: it must not submit the registration without it.
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <div className="sponsor-code">
      <div className="sponsor-code__status" role="status" ref={status} tabIndex={-1}>
        {applied && offered && (
          <>
            <p className="sponsor-code__by">{sponsoredBy(applied)}</p>
            <p>{codeOutcome(applied)}</p>
          </>
        )}
        {applied && !offered && (
          <p>
            {SPONSOR_CODE_TIER} Your code {applied.code} is not used for this tier: choose another tier to use it, or
            remove it.
          </p>
        )}
        {!applied && control.removed && (
          <p>Sponsor&rsquo;s code removed: the total is {formatInr(totalWithoutCode)}.</p>
        )}
      </div>
      {applied ? (
        <button ref={removeButton} type="button" className="button button--secondary" onClick={control.remove}>
          Remove code
        </button>
      ) : (
        offered && (
          <>
            <button
              ref={toggle}
              type="button"
              className="sponsor-code__toggle"
              aria-expanded={open}
              aria-controls={PANEL_ID}
              onClick={control.toggle}
            >
              I have a sponsor&rsquo;s code
            </button>
            <div id={PANEL_ID} className="sponsor-code__panel" hidden={!open}>
              {open && (
                <>
                  <TextField
                    label="Sponsor’s code"
                    controlId={CONTROL_ID}
                    hint="The sixteen letters and digits the sponsor gave you. Applying it shows what your registration costs with it."
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    value={control.typed}
                    onChange={(event) => control.setTyped(event.target.value)}
                    onKeyDown={applyOnEnter}
                    error={error}
                  />
                  <BusyButton busy={busy} className="button" onClick={apply}>
                    {busy ? VALIDATING : 'Apply code'}
                  </BusyButton>
                </>
              )}
            </div>
          </>
        )
      )}
    </div>
  );
}
