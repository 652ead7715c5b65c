import { useId, useState, type ReactNode } from 'react';
import type { SponsorView } from '@domain/api/sponsor-views';
import { formatPaise } from '@domain/gst';
import { whereOf } from '@domain/countries';
import { creditNoteFileName, invoiceFileName } from '@domain/invoice-number';
import { formatCalendarDay } from '@domain/venue-time';
import { formatVenueDay } from '../shared/format';
import { useAdminApi } from '../shared/use-admin-api';
import { PdfFetchLink } from '../shared/pdf-fetch-link';
import { awaitsIrnText, invoiceState, paymentLine } from './sponsor-view';
import { sponsorPath, sponsorResponse } from './sponsors-api';
import { BusyButton } from '../../../components/form/busy-button';

export interface SponsorActions {
  /** Opens the dialog that verifies the sponsor's payment. */
  verify: (sponsor: SponsorView) => void;
  /** Opens the dialog that withdraws the sponsor's verified payment. */
  withdraw: (sponsor: SponsorView) => void;
  /** The sponsor as the server answered an issued invoice. */
  issued: (sponsor: SponsorView) => void;
  /** Why the server issued no invoice. */
  notIssued: (sponsor: SponsorView, problem: string) => void;
}

/** The sponsor's tax invoice: its number and a download, or why there is none yet and the way to issue it. */
function InvoiceCell({
  sponsor,
  problem,
  actions,
}: {
  sponsor: SponsorView;
  problem: string | undefined;
  actions: SponsorActions;
}) {
  const api = useAdminApi();
  const [busy, setBusy] = useState(false);
  const state = invoiceState(sponsor, problem);

  if (state.kind === 'after-payment') return <>Issued once the payment is verified.</>;
  if (state.kind === 'issued') {
    return (
      <>
        <SponsorInvoicePdf sponsorId={sponsor.id} number={state.number}>
          No. {state.number} of {formatCalendarDay(state.date)}
        </SponsorInvoicePdf>
        {state.awaitsIrn && <p className="admin-hint">{awaitsIrnText('tax invoice')}</p>}
      </>
    );
  }
  const issue = async () => {
    setBusy(true);
    try {
      actions.issued((await api.postForJson(`${sponsorPath(sponsor.id)}/invoice`, sponsorResponse)).sponsor);
    } catch (error) {
      actions.notIssued(sponsor, (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-tools__receipt">
      <span>{state.problem ?? 'Not issued yet.'}</span>
      <BusyButton className="button button--secondary admin-button" onClick={() => void issue()} busy={busy}>
        {busy ? 'Issuing the tax invoice…' : 'Issue tax invoice'}
        <span className="visually-hidden"> to {sponsor.organisation.name}</span>
      </BusyButton>
    </div>
  );
}

/** One of the sponsor's tax invoices by its number, the current one or one a credit note cancelled. */
function SponsorInvoicePdf({
  sponsorId,
  number,
  children,
}: {
  sponsorId: string;
  number: string;
  children: ReactNode;
}) {
  const api = useAdminApi();
  return (
    <PdfFetchLink
      fetchPdf={() => api.getBlob(`${sponsorPath(sponsorId)}/invoice?number=${encodeURIComponent(number)}`)}
      fileName={invoiceFileName(number)}
      fetchedFor={number}
      labels={{
        ask: `Get tax invoice ${number} (PDF)`,
        preparing: 'Preparing the invoice…',
        failed: 'The invoice could not be fetched:',
      }}
    >
      <span>{children}</span>
    </PdfFetchLink>
  );
}

/** The last payment withdrawn: when, why, and the credit note that cancelled its invoice. */
function Withdrawn({ sponsor }: { sponsor: SponsorView }) {
  const api = useAdminApi();
  const withdrawn = sponsor.withdrawn;
  if (!withdrawn) return null;
  const credit = withdrawn.creditNote;
  const cancelled = withdrawn.invoice;
  return (
    <div className="admin-hint">
      <p>
        A payment was withdrawn on {formatVenueDay(withdrawn.at)}: {withdrawn.reason}
      </p>
      {cancelled && (
        <SponsorInvoicePdf sponsorId={sponsor.id} number={cancelled.number}>
          Tax invoice No. {cancelled.number} of {formatCalendarDay(cancelled.date)}, cancelled by the credit note
        </SponsorInvoicePdf>
      )}
      {credit && (
        <PdfFetchLink
          fetchPdf={() => api.getBlob(`${sponsorPath(sponsor.id)}/credit-note`)}
          fileName={creditNoteFileName(credit.number)}
          fetchedFor={credit.number}
          labels={{
            ask: `Get credit note ${credit.number} (PDF)`,
            preparing: 'Preparing the credit note…',
            failed: 'The credit note could not be fetched:',
          }}
        >
          <span>
            Credit note No. {credit.number} of {formatCalendarDay(credit.date)}
          </span>
        </PdfFetchLink>
      )}
      {credit?.awaitsIrn && <p>{awaitsIrnText('credit note')}</p>}
    </div>
  );
}

/** Who the sponsor is: the organisation as its invoice names it, and whom the organisers deal with. */
function OrganisationCell({ sponsor }: { sponsor: SponsorView }) {
  const { organisation, contact } = sponsor;
  const where = whereOf(organisation);
  const registration = organisation.gstin
    ? `GSTIN ${organisation.gstin}${organisation.sez ? ', an SEZ unit (zero-rated)' : ''}`
    : organisation.country
      ? 'abroad (an export, zero-rated)'
      : 'no GSTIN (B2C invoice)';
  return (
    <th scope="row">
      {organisation.name}
      <span className="admin-table__email">
        {where}, {registration}
      </span>
      <span className="admin-table__email">
        {contact.name}, {contact.email}
        {contact.phone ? `, ${contact.phone}` : ''}
      </span>
    </th>
  );
}

/**
 * The sponsors recorded, each with its package, what it owes with tax, the registrations it
 * includes, its payment (or the way to verify it) and its tax invoice.
 */
export function SponsorsTable({
  sponsors,
  taxName,
  problems,
  actions,
}: {
  sponsors: readonly SponsorView[];
  taxName: string;
  /** Why no invoice was issued to a sponsor, by its ID, when this page asked for one. */
  problems: Readonly<Record<string, string>>;
  actions: SponsorActions;
}) {
  const id = useId();
  return (
    <div className="table-scroll admin-table-scroll sponsors-table-scroll" tabIndex={0} aria-labelledby={id}>
      <table className="table admin-table sponsors-table">
        <caption id={id}>Sponsors</caption>
        <thead>
          <tr>
            <th scope="col">Organisation</th>
            <th scope="col">Package</th>
            <th scope="col">Amount due with {taxName} (₹)</th>
            <th scope="col">Free registrations</th>
            <th scope="col">Payment</th>
            <th scope="col">Tax invoice</th>
          </tr>
        </thead>
        <tbody>
          {sponsors.map((sponsor) => {
            const paid = paymentLine(sponsor);
            return (
              <tr key={sponsor.id} id={sponsor.id}>
                <OrganisationCell sponsor={sponsor} />
                <td>{sponsor.level}</td>
                <td className="accounts-amount">{formatPaise(sponsor.amountDuePaise)}</td>
                <td className="accounts-amount">{sponsor.freeRegistrations}</td>
                <td>
                  {paid ? (
                    <div className="admin-tools__receipt">
                      <span>{paid}</span>
                      <button
                        type="button"
                        className="button button--secondary admin-button"
                        onClick={() => actions.withdraw(sponsor)}
                      >
                        Withdraw payment<span className="visually-hidden"> of {sponsor.organisation.name}</span>
                      </button>
                    </div>
                  ) : (
                    <div className="admin-tools__receipt">
                      <span>Awaiting payment</span>
                      <button type="button" className="button admin-button" onClick={() => actions.verify(sponsor)}>
                        Verify payment<span className="visually-hidden"> of {sponsor.organisation.name}</span>
                      </button>
                    </div>
                  )}
                  <Withdrawn sponsor={sponsor} />
                </td>
                <td className="sponsors-table__invoice">
                  <InvoiceCell sponsor={sponsor} problem={problems[sponsor.id]} actions={actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
