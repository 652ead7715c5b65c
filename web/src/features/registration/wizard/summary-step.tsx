import { ieeeToBeChecked as studentToBeChecked, paysIeeeRate } from '@domain/student-ieee';
import { IEEE_TO_BE_CHECKED_NOTE, studentsIeeeToBeCheckedNote } from '@domain/messages';
import type { RegistrationDraft } from '@domain/registration-draft';
import { getTier, isAuthorTier, isGroupTier, requiresIeee } from '@domain/tiers';
import type { WizardValidation } from './load-wizard-validation';
import type { SponsorCodeControl } from './use-sponsor-code';

const fileName = (file: unknown) => (file instanceof File ? file.name : 'Not chosen');

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="summary-list__row">
      <dt>{term}</dt>
      <dd>{value || '-'}</dd>
    </div>
  );
}

/** Everything entered, then the price (summary-price.tsx) with the sponsor's code. */
const STUDENT_COLUMNS = ['#', 'Name', 'Institute ID', 'ID card', 'IEEE number'] as const;

export function SummaryStep({
  draft,
  ieeeToBeChecked,
  validation,
  sponsor,
}: {
  draft: RegistrationDraft;
  ieeeToBeChecked: boolean;
  /** The wizard's checks, which Next loaded to reach the summary: they bring the billing rows and the price. */
  validation: WizardValidation | null;
  sponsor: SponsorCodeControl;
}) {
  const { BillingSummary, SummaryPrice } = validation ?? {};
  if (draft.registrationTier === '') return null;
  const tier = getTier(draft.registrationTier);
  const studentsToCheck = isGroupTier(tier)
    ? draft.students.flatMap((student, index) => (studentToBeChecked(student) ? [index + 1] : []))
    : [];
  const note = ieeeToBeChecked
    ? IEEE_TO_BE_CHECKED_NOTE
    : studentsToCheck.length > 0
      ? studentsIeeeToBeCheckedNote(studentsToCheck)
      : null;
  return (
    <div className="summary">
      {note && (
        <p className="summary__note" data-testid="ieee-to-be-checked">
          <strong>IEEE membership to be checked.</strong> {note}
        </p>
      )}
      <h3>Participant</h3>
      <dl className="summary-list">
        <Row term="Name" value={`${draft.title} ${draft.firstName} ${draft.lastName}`} />
        <Row term="Organization" value={draft.organization} />
        <Row term="National ID" value={draft.nationalId} />
        <Row
          term="Address"
          value={[draft.address, draft.city, draft.state, draft.postcode, draft.country].filter(Boolean).join(', ')}
        />
        <Row term="Mobile" value={draft.mobile} />
        <Row term="Gender" value={draft.gender} />
        <Row term="Email" value={draft.email} />
      </dl>
      {draft.billingWanted && BillingSummary && <BillingSummary draft={draft} />}
      <h3>Registration</h3>
      <dl className="summary-list">
        <Row term="Tier" value={tier.label} />
        <Row term="Member type" value={tier.memberType} />
        {requiresIeee(tier) && <Row term="IEEE Member Number" value={draft.ieeeNumber.trim()} />}
        {requiresIeee(tier) && <Row term="IEEE certificate" value={fileName(draft.ieeeCert)} />}
        {isAuthorTier(tier) && <Row term="Number of papers" value={String(draft.numPapers)} />}
        {isAuthorTier(tier) && <Row term="Paper IDs" value={draft.paperIds.map((id) => id.trim()).join(', ')} />}
        {isGroupTier(tier) && <Row term="Institute" value={draft.instituteName} />}
        {isGroupTier(tier) && <Row term="Number of students" value={String(draft.numStudents)} />}
      </dl>
      {isGroupTier(tier) && (
        <div className="table-scroll">
          {/* On a phone each student is a block of labelled lines (wizard.css): the roles keep it a
              table for screen readers, whose browsers drop a table's semantics when CSS re-lays it. */}
          <table className="table summary-students" role="table">
            <caption>Students</caption>
            <thead role="rowgroup">
              <tr role="row">
                {STUDENT_COLUMNS.map((column) => (
                  <th key={column} scope="col" role="columnheader">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {draft.students.map((student, index) => (
                <tr key={index} role="row">
                  {[
                    String(index + 1),
                    student.name,
                    student.idNumber,
                    fileName(student.idCard),
                    paysIeeeRate(student)
                      ? `${student.ieeeNumber}${studentToBeChecked(student) ? ' (to be checked)' : ''}`
                      : 'None',
                  ].map((value, column) => (
                    <td key={column} role="cell" data-label={STUDENT_COLUMNS[column]}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {SummaryPrice && <SummaryPrice draft={draft} sponsor={sponsor} />}
    </div>
  );
}
