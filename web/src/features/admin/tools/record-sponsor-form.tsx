import { useEffect, useId, useState, type FormEvent } from 'react';
import type { SponsorView } from '@domain/api/sponsor-views';
import { GST_STATE_OPTIONS } from '@domain/gstin';
import { MAX_ADDRESS_LENGTH, MAX_EMAIL_LENGTH, MAX_TEXT_LENGTH } from '@domain/schema-helpers';
import { Field, SelectField, TextField } from '../../../components/form/field';
import { AdminRequestError, useAdminRequest } from './admin-request';
import { EMPTY_SPONSOR, sponsorBody, sponsorFieldOf, type SponsorField, type SponsorValues } from './sponsor-form';
import { packageOptionLabel, type SponsorshipOffer } from './sponsor-view';
import { SPONSORS_PATH, sponsorResponse } from './sponsors-api';

type Problem = { field: SponsorField | null; message: string } | null;

/** A field's control, by the form's own id: the server's refusal moves the focus to it. */
const controlIdOf = (formId: string, field: SponsorField) => `${formId}-${field.replace('.', '-')}`;

const HINTS = {
  name: 'As its tax invoice should name it: the organisation’s registered name.',
  address: 'The address its accounts office uses for invoices, with the PIN code.',
  stateCode: 'The state of the billing address: the tax on the invoice depends on it.',
  gstin:
    'Optional. The organisation’s 15-character GST number, if it has one: its tax invoice is then B2B, and the organisation can claim the tax as input credit; without it the invoice is B2C. Its first two digits are the state’s code.',
  phone: 'Optional. In digits, with + and the country code if it is not Indian.',
};

/**
 * "Record a sponsor": the organisation its tax invoice is made out to, the package and the person
 * the organisers deal with. What is typed is checked by the server; its sentence shows at the
 * field it is about, which takes the focus (or under the form, when it is about the whole).
 */
export function RecordSponsorForm({
  offer,
  onRecorded,
}: {
  offer: SponsorshipOffer;
  onRecorded: (sponsor: SponsorView) => void;
}) {
  const id = useId();
  const request = useAdminRequest();
  const [values, setValues] = useState<SponsorValues>(EMPTY_SPONSOR);
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Into the middle of the screen, clear of the site's sticky header.
    const control = problem?.field ? document.getElementById(controlIdOf(id, problem.field)) : null;
    control?.focus({ preventScroll: true });
    control?.scrollIntoView({ block: 'center' });
  }, [id, problem]);

  const set = (field: SponsorField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const fieldProps = (field: SponsorField) => ({
    controlId: controlIdOf(id, field),
    error: problem?.field === field ? problem.message : null,
  });
  const packages = offer.packages.map((pack) => ({ value: pack.level, label: packageOptionLabel(pack, offer) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { sponsor } = await request(SPONSORS_PATH, sponsorResponse, { json: sponsorBody(values) });
      setValues(EMPTY_SPONSOR);
      onRecorded(sponsor);
    } catch (error) {
      const message = (error as Error).message;
      const refused = error instanceof AdminRequestError && error.status === 400;
      setProblem({ field: refused ? sponsorFieldOf(message) : null, message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card admin-tools__form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={id}>
      <h2 id={id}>Record a sponsor</h2>
      <TextField
        label="Organisation name"
        required
        autoComplete="off"
        maxLength={MAX_TEXT_LENGTH}
        hint={HINTS.name}
        value={values['organisation.name']}
        onChange={(event) => set('organisation.name')(event.target.value)}
        {...fieldProps('organisation.name')}
      />
      <Field label="Billing address" required hint={HINTS.address} {...fieldProps('organisation.address')}>
        {(control) => (
          <textarea
            {...control}
            className="field__input"
            rows={3}
            autoComplete="off"
            maxLength={MAX_ADDRESS_LENGTH}
            value={values['organisation.address']}
            onChange={(event) => set('organisation.address')(event.target.value)}
          />
        )}
      </Field>
      <SelectField
        label="State or union territory"
        required
        options={GST_STATE_OPTIONS}
        placeholder="Select state or union territory"
        hint={HINTS.stateCode}
        value={values['organisation.stateCode']}
        onChange={(event) => set('organisation.stateCode')(event.target.value)}
        {...fieldProps('organisation.stateCode')}
      />
      <TextField
        label="GSTIN (optional)"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={MAX_TEXT_LENGTH}
        hint={HINTS.gstin}
        value={values['organisation.gstin']}
        onChange={(event) => set('organisation.gstin')(event.target.value)}
        {...fieldProps('organisation.gstin')}
      />
      <SelectField
        label="Sponsorship package"
        required
        options={packages}
        placeholder="Choose a package"
        hint={`Its price before ${offer.taxName}, the amount due with it, and the registrations it includes.`}
        value={values.level}
        onChange={(event) => set('level')(event.target.value)}
        {...fieldProps('level')}
      />
      <TextField
        label="Contact person’s name"
        required
        autoComplete="off"
        maxLength={MAX_TEXT_LENGTH}
        value={values['contact.name']}
        onChange={(event) => set('contact.name')(event.target.value)}
        {...fieldProps('contact.name')}
      />
      <TextField
        label="Contact’s e-mail address"
        type="email"
        required
        autoComplete="off"
        maxLength={MAX_EMAIL_LENGTH}
        value={values['contact.email']}
        onChange={(event) => set('contact.email')(event.target.value)}
        {...fieldProps('contact.email')}
      />
      <TextField
        label="Contact’s phone (optional)"
        type="tel"
        autoComplete="off"
        maxLength={MAX_TEXT_LENGTH}
        hint={HINTS.phone}
        value={values['contact.phone']}
        onChange={(event) => set('contact.phone')(event.target.value)}
        {...fieldProps('contact.phone')}
      />
      <button type="submit" className="button admin-button" aria-disabled={busy || undefined}>
        {busy ? 'Recording…' : 'Record sponsor'}
      </button>
      {problem && problem.field === null && (
        <p role="alert" className="admin-error">
          {problem.message}
        </p>
      )}
    </form>
  );
}
