import { taxNoteFor } from '@domain/conference';
import { now } from '../../../lib/clock';
import type { ReactNode } from 'react';
import { formatInr } from '@domain/pricing';
import { getTier } from '@domain/tiers';
import { formatCalendarDay, venueDate } from '@domain/venue-time';
import { CertificateDownloads } from './certificate-download';
import { formatInstant } from './format';
import { COMPLIMENTARY_NOTHING_TO_PAY, INVOICE_AWAITS_IRN } from '@domain/messages';
import {
  amountPayable,
  invoicePdfUrl,
  isComplimentary,
  latestProof,
  receiptPdfUrl,
  statusOffers,
  type RegistrationView,
} from './registration-view';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="summary-list__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Step 4: the completed registration, what was paid, and the acknowledgement to download. A
 * cancelled one (which the page says first) keeps its particulars, without what no longer applies.
 */
export function SummaryStep({ record }: { record: RegistrationView }) {
  const proof = latestProof(record);
  const lines = record.pricing?.lines ?? [];
  const offers = statusOffers(record);
  // A group's students' own passes, once verified: the coordinator hands each on.
  const studentPasses = (record.students ?? []).flatMap((student) =>
    student.passPath ? [{ name: student.name, path: student.passPath }] : [],
  );
  const complimentary = isComplimentary(record);
  // An e-invoiced invoice is no invoice until the portal registers it: it is e-mailed then.
  const awaitingIrn = record.taxDocuments?.some(
    (document) => document.kind === 'invoice' && document.number === record.invoice?.number && document.awaitingIrn,
  );
  return (
    <>
      {!offers.cancelled && (
        <p className="status-callout">
          {complimentary
            ? `Your registration is complete. ${COMPLIMENTARY_NOTHING_TO_PAY}`
            : 'Your registration is complete: your payment is verified.'}
        </p>
      )}
      <dl className="summary-list">
        <Row term="Registration ID">{record.id}</Row>
        <Row term="Name">{`${record.title} ${record.firstName} ${record.lastName}`}</Row>
        <Row term="Organization">{record.organization}</Row>
        <Row term="E-mail">{record.email}</Row>
        <Row term="Registration tier">{getTier(record.registrationTier).label}</Row>
        {record.ieeeNumber && <Row term="IEEE Member Number">{record.ieeeNumber}</Row>}
        {record.paperIds && record.paperIds.length > 0 && <Row term="Paper IDs">{record.paperIds.join(', ')}</Row>}
        {record.instituteName && <Row term="Institute">{record.instituteName}</Row>}
        {record.sponsored && (
          <Row term="Sponsor">{`${record.sponsored.organisation} (${record.sponsored.level} sponsorship)`}</Row>
        )}
        {record.students && record.students.length > 0 ? (
          <Row term="Students">
            <ol className="summary-list__students">
              {record.students.map((student, index) => (
                <li key={index}>
                  {student.name}
                  {student.ieeeNumber ? ` (IEEE ${student.ieeeNumber})` : ''}
                </li>
              ))}
            </ol>
          </Row>
        ) : record.numStudents ? (
          // Their names come with the mailed link (the "Your documents and data" section).
          <Row term="Students">{`${record.numStudents} students`}</Row>
        ) : null}
        {lines.length > 1 || (lines[0] && lines[0].quantity > 1) ? (
          <Row term="Price">
            <ul className="summary-list__lines">
              {lines.map((line, index) => (
                <li key={index}>
                  {line.label}: {line.quantity} × {formatInr(line.unitPrice)} = {formatInr(line.amount)}
                </li>
              ))}
            </ul>
          </Row>
        ) : null}
        {complimentary ? (
          <Row term="Amount">{`${formatInr(0)}: complimentary`}</Row>
        ) : (
          <Row
            term={record.paymentVerified ? 'Amount paid' : 'Amount'}
          >{`${formatInr(amountPayable(record))} (${taxNoteFor(record.billing, venueDate(now()))})`}</Row>
        )}
        {proof && <Row term="Payment reference">{proof.paymentReferenceId}</Row>}
        {record.invoice && (
          <Row term="Tax invoice">{`No. ${record.invoice.number} of ${formatCalendarDay(record.invoice.date)}`}</Row>
        )}
        <Row term="Registered on">{formatInstant(record.createdAt)}</Row>
      </dl>
      <p className="summary-downloads">
        {offers.receipt && (
          <a className="button" href={receiptPdfUrl(record.id)} download>
            {/* A complimentary registration's PDF confirms it: nothing was paid to acknowledge. */}
            {complimentary ? 'Download registration confirmation (PDF)' : 'Download receipt (PDF)'}
          </a>
        )}
        {record.invoice && record.linkOpened && !awaitingIrn && (
          <a className="button button--secondary" href={invoicePdfUrl(record.id)} download>
            Download tax invoice (PDF)
          </a>
        )}
      </p>
      {record.invoice && record.linkOpened && awaitingIrn && <p>{INVOICE_AWAITS_IRN}</p>}
      {/* A cancelled registration's invoice is credited already: there is nothing to correct. */}
      {record.invoice && record.linkOpened && !offers.cancelled && (
        <p>
          Should the invoice name someone else (your institution, or its GSTIN)? Write to the registration team: they
          cancel it with a credit note and issue a corrected one.
        </p>
      )}
      {offers.pass && (
        <section className="status-pass" aria-labelledby="status-pass-title">
          <h3 id="status-pass-title">Your entry pass</h3>
          <p>
            Show its QR code at the registration desk, on your phone or printed; the{' '}
            {complimentary ? 'confirmation' : 'receipt'} carries it too.
          </p>
          <p>
            <a className="button button--secondary" href={record.passPath}>
              Open my entry pass
            </a>
          </p>
          {studentPasses.length > 0 && (
            <>
              <p>
                Each student has a pass of their own, e-mailed to you with the verification: send it on again from here.
              </p>
              <ul className="status-pass__students">
                {studentPasses.map(({ name, path }) => (
                  <li key={path}>
                    <a href={path}>{`${name}’s entry pass`}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      {record.certificates && <CertificateDownloads registrationId={record.id} certificates={record.certificates} />}
    </>
  );
}
