import { useEffect, useId, useState, type FormEvent } from 'react';
import type { SponsorView } from '@domain/api/sponsor-views';
import { MAX_SPONSOR_RATE_CODES_AT_ONCE } from '@domain/limits';
import { TextField } from '../../../components/form/field';
import { AdminRequestError, useAdminRequest } from '../shared/admin-request';
import { sponsorCodesPath, sponsorResponse } from './sponsors-api';
import { BusyButton } from '../../../components/form/busy-button';

type Problem = { atField: boolean; message: string } | null;

/**
 * "Add codes at the sponsor rate" for one sponsor: how many, checked by the server. Its refusal of
 * the count shows at the field, announced, and the field takes the focus; any other refusal (the
 * edition sells no sponsor rate) shows under the form. Once added, the sponsor comes back with
 * its codes and the field empties.
 */
export function AddSponsorCodes({
  sponsor,
  kindText,
  onAdded,
}: {
  sponsor: SponsorView;
  /** What a code at the sponsor rate costs its user ("At the sponsor rate, ₹5,900 with tax"). */
  kindText: string;
  onAdded: (before: SponsorView, after: SponsorView) => void;
}) {
  const id = useId();
  const request = useAdminRequest();
  const [count, setCount] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (problem?.atField) document.getElementById(`${id}-count`)?.focus();
  }, [id, problem]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // The server checks the count (domain/api/sponsor-codes.ts): an empty field is sent as null, which
    // it refuses as it refuses 0. Its schema is not run here, as on the rest of this page (sponsor-form.ts):
    // its sentence would join the domain's sentences in every page's first script.
    const body = { count: count.trim() === '' ? null : Number(count) };
    setBusy(true);
    setProblem(null);
    try {
      const answer = await request(sponsorCodesPath(sponsor.id), sponsorResponse, { json: body });
      setCount('');
      onAdded(sponsor, answer.sponsor);
    } catch (error) {
      const message = (error as Error).message;
      // The count is all this call sends: a refusal of what was sent is a refusal of the count.
      const atField = error instanceof AdminRequestError && error.status === 400;
      setProblem({ atField, message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="sponsor-codes__add" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={id}>
      <h3 id={id}>Add codes at the sponsor rate</h3>
      <TextField
        controlId={`${id}-count`}
        label="How many codes"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_SPONSOR_RATE_CODES_AT_ONCE}
        step={1}
        autoComplete="off"
        hint={`From 1 to ${MAX_SPONSOR_RATE_CODES_AT_ONCE} at once. Each is for one more of ${sponsor.organisation.name}’s people, who registers with it ${kindText.toLowerCase()}.`}
        value={count}
        onChange={(event) => setCount(event.target.value)}
        error={problem?.atField ? problem.message : null}
      />
      <BusyButton busy={busy} type="submit" className="button admin-button">
        {busy ? 'Adding codes…' : 'Add codes'}
      </BusyButton>
      {problem && !problem.atField && (
        <p role="alert" className="admin-error">
          {problem.message}
        </p>
      )}
    </form>
  );
}
