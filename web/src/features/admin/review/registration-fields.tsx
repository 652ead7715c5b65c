import { TAX } from '@domain/conference';
import type { ReactNode } from 'react';
import { formatInr, hasEarlyBirdPrice } from '@domain/pricing';
import { getTier } from '@domain/tiers';
import type { AdminRegistration } from '@domain/api/admin-record';
import { formatDateTime } from '../shared/format';

function Fields({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  const id = `fields-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="admin-fields" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="admin-fields__row">
            <dt>{label}</dt>
            <dd>
              {value === null || value === undefined || value === '' ? <span className="admin-hint">—</span> : value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Every stored field of the registration, grouped as the registrant entered them. */
export function RegistrationFields({ record }: { record: AdminRegistration }) {
  const tier = getTier(record.registrationTier);
  const latestProof = record.paymentProofs.at(-1);
  return (
    <div className="admin-fields-grid">
      <Fields
        title="Participant"
        rows={[
          ['Title', record.title],
          ['First name', record.firstName],
          ['Last name', record.lastName],
          ['Organization', record.organization],
          ['National ID', record.nationalId],
          ['Address', record.address],
          ['City', record.city],
          ['State', record.state],
          ['Country', record.country],
          ['Postcode', record.postcode],
          ['Mobile', record.mobile],
          ['Gender', record.gender],
          ['E-mail', <a href={`mailto:${record.email}`}>{record.email}</a>],
        ]}
      />
      <Fields
        title="Registration"
        rows={[
          ['Registration ID', record.id],
          ['Tier', tier.label],
          ['IEEE number', record.ieeeNumber],
          ['Number of papers', record.numPapers],
          ['Paper IDs', record.paperIds?.length ? record.paperIds.join(', ') : null],
          ['Institute', record.instituteName],
          ['Number of students', record.numStudents ?? record.students?.length],
          [
            'Total',
            // The period only where it changes the price (not a group's, nor a tier without an early-bird fee).
            hasEarlyBirdPrice(record.registrationTier)
              ? `${formatInr(record.totalAmount)} (${record.pricing.period === 'early-bird' ? 'early-bird' : 'normal'} price)`
              : formatInr(record.totalAmount),
          ],
          ['Registered at', formatDateTime(record.createdAt)],
          ['Privacy notice shown', record.privacyNotice],
          ['Last change', formatDateTime(record.updatedAt)],
        ]}
      />
      <Fields
        title="Payment"
        rows={[
          [
            'E-mail verified',
            record.emailVerifiedAt ? `Yes, ${formatDateTime(record.emailVerifiedAt)}` : yesNo(record.verified),
          ],
          ['Payment reference', record.paymentReferenceId],
          ['Proof uploaded at', latestProof ? formatDateTime(latestProof.uploadedAt) : null],
          [
            'Bank statement line',
            record.statementLine
              ? `Line ${record.statementLine.lineNumber}: ${record.statementLine.reference}${
                  record.statementLine.amount === null ? '' : `, ${formatInr(record.statementLine.amount)}`
                }`
              : null,
          ],
          [
            'Payment verified',
            record.paymentVerifiedAt
              ? `${formatDateTime(record.paymentVerifiedAt)} by ${record.paymentVerifiedBy?.email ?? record.paymentVerifiedBy?.uid ?? 'an administrator'}`
              : yesNo(record.paymentVerified === true),
          ],
          [
            'Last rejection',
            record.rejection
              ? `${record.rejection.reason} (${formatDateTime(record.rejection.at)}, ${record.rejection.by})`
              : null,
          ],
        ]}
      />
      <PriceLines record={record} />
      {record.students && record.students.length > 0 && <Students students={record.students} />}
      {record.paymentProofs.length > 0 && <PaymentProofs record={record} />}
    </div>
  );
}

function PriceLines({ record }: { record: AdminRegistration }) {
  return (
    <section className="admin-wide" aria-labelledby="admin-price-title">
      <h3 id="admin-price-title">Amount</h3>
      <div className="table-scroll" tabIndex={0} aria-labelledby="admin-price-title">
        <table className="table" aria-labelledby="admin-price-title">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit price</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {record.pricing.lines.map((line) => (
              <tr key={line.label}>
                <th scope="row">{line.label}</th>
                <td className="admin-number">{line.quantity}</td>
                <td className="admin-number">{formatInr(line.unitPrice)}</td>
                <td className="admin-number">{formatInr(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total, incl. {TAX.name}
              </th>
              <td className="admin-number">{formatInr(record.pricing.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function Students({ students }: { students: NonNullable<AdminRegistration['students']> }) {
  return (
    <section className="admin-wide" aria-labelledby="admin-students-title">
      <h3 id="admin-students-title">Students</h3>
      <div className="table-scroll" tabIndex={0} aria-labelledby="admin-students-title">
        <table className="table" aria-labelledby="admin-students-title">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Name</th>
              <th scope="col">ID number</th>
              <th scope="col">IEEE number</th>
              <th scope="col">ID card</th>
            </tr>
          </thead>
          <tbody>
            {students.map((student, index) => (
              <tr key={`${index}-${student.idNumber}`}>
                <td>{index + 1}</td>
                <th scope="row">{student.name}</th>
                <td>{student.idNumber}</td>
                <td>{student.ieeeNumber ?? 'none'}</td>
                <td>{student.idCard.fileName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PaymentProofs({ record }: { record: AdminRegistration }) {
  return (
    <section className="admin-wide" aria-labelledby="admin-proofs-title">
      <h3 id="admin-proofs-title">Payment proofs</h3>
      <ol className="admin-proofs">
        {record.paymentProofs.map((proof, index) => {
          const rejection = record.rejections?.find((r) => r.proofNumber === index + 1);
          return (
            <li key={proof.receipt.path}>
              Reference <strong>{proof.paymentReferenceId}</strong>, uploaded {formatDateTime(proof.uploadedAt)} (
              {proof.receipt.fileName})
              {rejection && (
                <>
                  {' '}
                  — rejected {formatDateTime(rejection.at)} by {rejection.by}: “{rejection.reason}”
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
