import { useEffect, useId, useState, type FormEvent } from 'react';
import type { SponsorView } from '@domain/api/sponsor-views';
import { MAX_EMAIL_LENGTH, MAX_TEXT_LENGTH } from '@domain/schema-helpers';
import { SelectField, TextField } from '../../../components/form/field';
import { BillingFields, type BillingValues } from '../../../components/form/billing-fields';
import { AdminRequestError, useAdminRequest } from '../shared/admin-request';
import { EMPTY_SPONSOR, sponsorBody, sponsorFieldOf, type SponsorField, type SponsorValues } from './sponsor-form';
import { packageOptionLabel, type SponsorshipOffer } from './sponsor-view';
import { SPONSORS_PATH, sponsorResponse } from './sponsors-api';
import { BusyButton } from '../../../components/form/busy-button';

type Problem = { field: SponsorField | null; message: string } | null;

/** A field's control, by the form's own id: the server's refusal moves the focus to it. */
const controlIdOf = (formId: string, field: SponsorField) => `${formId}-${field.replace('.', '-')}`;

const HINTS = {
  name: 'As its tax invoice should name it: the organisation’s registered name.',
  address: 'The address its accounts office uses for invoices, with the PIN code (or postcode abroad).',
  gstin:
    'The organisation’s 15-character GST number, if it has one: its tax invoice is then B2B, and the organisation can claim the tax as input credit; without it the invoice is B2C. Its first two digits are the state’s code.',
  country: 'The country of the billing address: sponsorship of an organisation abroad is an export, zero-rated.',
};
const PHONE_HINT = 'In digits, with + and the country code if it is not Indian.';

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
  const organisation: BillingValues = {
    name: values['organisation.name'],
    address: values['organisation.address'],
    stateCode: values['organisation.stateCode'],
    gstin: values['organisation.gstin'],
    country: values['organisation.country'],
    sez: values['organisation.sez'],
  };
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
      <BillingFields
        values={organisation}
        onChange={(field, value) => setValues((current) => ({ ...current, [`organisation.${field}`]: value }))}
        fieldProps={(field) => fieldProps(`organisation.${field}`)}
        words={{ name: 'Organisation name', hints: HINTS }}
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
        hint={PHONE_HINT}
        value={values['contact.phone']}
        onChange={(event) => set('contact.phone')(event.target.value)}
        {...fieldProps('contact.phone')}
      />
      <BusyButton busy={busy} type="submit" className="button admin-button">
        {busy ? 'Recording…' : 'Record sponsor'}
      </BusyButton>
      {problem && problem.field === null && (
        <p role="alert" className="admin-error">
          {problem.message}
        </p>
      )}
    </form>
  );
}
