import { PLUS_TAX } from '@domain/conference';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { MailLink } from '../../components/ui/mail-link';
import { CONTACT } from '../../content/site';
import { EXTRA_SPONSOR_REGISTRATION, SPONSORSHIP_PACKAGES } from '../../content/sponsorship';

// The packages' figures as the call for sponsors writes them, in thousands ("₹300,000"), so the
// page quotes the same figures a sponsor was sent; the console and the invoices group lakhs the
// Indian way (formatInr), as accounts read them.
const asWritten = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function OpportunitiesPage() {
  return (
    <>
      <PageHero title="Opportunities to Support">
        Support the conference and meet researchers, students and industry from across the country.
      </PageHero>
      <Section id="packages" title="Sponsorship Packages">
        <ul className="card-grid">
          {SPONSORSHIP_PACKAGES.map((pack) => (
            <li key={pack.name} className="card package-card">
              <h3>{pack.name}</h3>
              <p className="package-card__amount">
                {asWritten.format(pack.amount)} <span className="package-card__gst">{PLUS_TAX}</span>
              </p>
              {pack.benefits.length > 0 && (
                <ul>
                  {pack.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <p>
          Extra registrations for sponsors: {asWritten.format(EXTRA_SPONSOR_REGISTRATION)} per person ({PLUS_TAX}
          ). To sponsor, please e-mail the <MailLink address={CONTACT.secretaryEmail}>conference secretary</MailLink>.
        </p>
      </Section>
    </>
  );
}
