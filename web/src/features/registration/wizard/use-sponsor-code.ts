import { useState } from 'react';
import type { SponsorCodeLookup } from '@domain/api/sponsor-codes';
import type { WizardValidation } from './load-wizard-validation';

/** Where focus goes after the section changed under it: the field in error, Remove code, or the toggle. */
export type SponsorCodeFocus = { target: 'field' | 'remove' | 'toggle' };

/**
 * The sponsor's code of one wizard session: the code the lookup accepted (kept with the draft),
 * what is being typed, and what the last Apply or Remove did. The session holds it, not the
 * summary, so that Submit can apply a code typed but not yet applied rather than leave it out.
 */
export function useSponsorCode(saved: SponsorCodeLookup | null) {
  const [applied, setApplied] = useState(saved);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  // A new object each time, so asking twice for the same place moves focus twice.
  const [focus, setFocus] = useState<SponsorCodeFocus | null>(null);

  async function apply(lookup: WizardValidation['lookupSponsorCode']): Promise<void> {
    if (busy) return;
    setBusy(true);
    setError(null);
    setRemoved(false);
    try {
      const answer = await lookup(typed);
      if (answer.ok) {
        setApplied(answer.sponsorCode);
        setTyped('');
        setOpen(false);
        setFocus({ target: 'remove' });
      } else {
        setError(answer.message);
        setFocus({ target: 'field' });
      }
    } finally {
      setBusy(false);
    }
  }

  function remove(): void {
    setApplied(null);
    setRemoved(true);
    setFocus({ target: 'toggle' });
  }

  return {
    applied,
    typed,
    setTyped,
    open,
    toggle: () => {
      setOpen((was) => !was);
      setRemoved(false);
    },
    busy,
    error,
    /** The code was removed by the last action: the section says so and what the total is now. */
    removed,
    focus,
    apply,
    remove,
    /** A code is typed into the open field but not applied: Submit applies it first. */
    pending: applied === null && open && typed.trim() !== '',
  };
}

export type SponsorCodeControl = ReturnType<typeof useSponsorCode>;
