import { useEffect, useId, useState, type FormEvent } from 'react';
import type { SponsorView } from '@domain/api/sponsor-views';
import { MAX_EMAIL_LENGTH, MAX_TEXT_LENGTH } from '@domain/schema-helpers';
import { SelectField, TextField } from '../../../components/form/field';
import { BillingFields, type BillingValues } from '../../../components/form/billing-fields';
import { AdminRequestError, useAdminRequest } from '../shared/admin-request';
import {
  EMPTY_SPONSOR,
  firstSponsorProblem,
  isZeroRatedSponsor,
  missingSponsorFields,
  sponsorBody,
  sponsorFieldOf,
  type SponsorField,
  type SponsorProblems,
  type SponsorValues,
} from './sponsor-form';
import { packageOptionLabel, type SponsorshipOffer } from './sponsor-view';
import { SPONSORS_PATH, sponsorResponse } from './sponsors-api';
import { BusyButton } from '../../../components/form/busy-button';

/** The sentences shown at fields, and one about the whole form; `attempt` moves the focus again. */
type Problems = { fields: SponsorProblems; form: string | null; attempt: number };
const NO_PROBLEMS: Problems = { fields: {}, form: null, attempt: 0 };

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
 * the organisers deal with. Required fields left empty are each said at once, before anything is
 * sent; the rest is checked by the server, whose sentence shows at the field it is about (or
 * under the form, when it is about the whole). The first field with a problem takes the focus.
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
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Into the middle of the screen, clear of the site's sticky header.
    const field = firstSponsorProblem(problems.fields);
    const control = field ? document.getElementById(controlIdOf(id, field)) : null;
    control?.focus({ preventScroll: true });
    control?.scrollIntoView({ block: 'center' });
  }, [id, problems]);

  const refuse = (fields: SponsorProblems, form: string | null = null) =>
    setProblems((current) => ({ fields, form, attempt: current.attempt + 1 }));
  const set = (field: SponsorField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const fieldProps = (field: SponsorField) => ({
    controlId: controlIdOf(id, field),
    error: problems.fields[field] ?? null,
  });
  const organisation: BillingValues = {
    name: values['organisation.name'],
    address: values['organisation.address'],
    stateCode: values['organisation.stateCode'],
    gstin: values['organisation.gstin'],
    country: values['organisation.country'],
    sez: values['organisation.sez'],
  };
  const zeroRated = isZeroRatedSponsor(values);
  const packages = offer.packages.map((pack) => ({
    value: pack.level,
    label: packageOptionLabel(pack, offer, zeroRated),
  }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missing = missingSponsorFields(values);
    if (firstSponsorProblem(missing)) return refuse(missing);
    setBusy(true);
    setProblems(NO_PROBLEMS);
    try {
      const { sponsor } = await request(SPONSORS_PATH, sponsorResponse, { json: sponsorBody(values) });
      setValues(EMPTY_SPONSOR);
      onRecorded(sponsor);
    } catch (error) {
      const message = (error as Error).message;
      const field = error instanceof AdminRequestError && error.status === 400 ? sponsorFieldOf(message) : null;
      refuse(field ? { [field]: message } : {}, field ? null : message);
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
      {problems.form && (
        <p role="alert" className="admin-error">
          {problems.form}
        </p>
      )}
    </form>
  );
}
