import { CONFERENCE } from '@domain/conference';
import { DATA_LINK_HOURS } from '@domain/limits';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { FactText } from '../../components/ui/to-be-announced';
import { PRIVACY } from '../../content/privacy';
import {
  PRIVACY_NOTICE_DATE,
  PROCESSOR_NAMES,
  PROCESSOR_ROLES,
  UNVERIFIED_REGISTRATION_ERASED,
  type Processor,
} from '../../content/privacy-notice';
import { REGISTRATION_PATHS } from '../../content/registration-paths';
import { MailLink } from '../../components/ui/mail-link';
import { CONTACT } from '../../content/site';
import { GrievanceOfficer } from './grievance-officer';
import { PersonalDataList } from './personal-data-list';
import './privacy.css';

const PROCESSORS: readonly Processor[] = ['google-cloud', 'mail-provider', 'ieee'];

const registrationTeam = <MailLink address={CONTACT.registrationEmail}>registration team</MailLink>;

/** The privacy notice required by India's Digital Personal Data Protection Act, 2023. */
export function PrivacyPage() {
  const { dataFiduciary, mailProvider } = PRIVACY;
  return (
    <>
      <PageHero title="Privacy Notice">
        How we handle the personal data you give us when you register for the {CONFERENCE.name}. This version took
        effect on {PRIVACY_NOTICE_DATE}.
      </PageHero>
      <Section id="who" title="Who we are" className="prose">
        <p>
          {dataFiduciary.name} organises the conference and decides why and how your personal data is used: under
          India’s Digital Personal Data Protection Act, 2023, it is the data fiduciary. Postal address:{' '}
          <FactText fact={dataFiduciary.postalAddress} />.
        </p>
        <p>
          We use what you give us only for your registration and the conference. Each registration records the version
          of this notice shown when it was made.
        </p>
      </Section>
      <Section id="collected" title="What we collect, why, and how long we keep it">
        <PersonalDataList />
        <p className="prose" data-retention="unverifiedRegistrationDays">
          {UNVERIFIED_REGISTRATION_ERASED}
        </p>
        <p className="prose">
          What is erased or deleted stays in our backups until they expire, at most eight weeks later.
        </p>
      </Section>
      <Section id="processors" title="Who processes it" className="prose">
        <p>
          The organisers see registrations in the conference’s administration pages. Besides them, only these services
          process your data, each for the purpose stated:
        </p>
        <ul>
          {PROCESSORS.map((processor) => (
            <li key={processor}>
              <strong>{PROCESSOR_NAMES[processor]}</strong>
              {processor === 'mail-provider' && (
                <>
                  {' '}
                  (<FactText fact={mailProvider} what="Name" />)
                </>
              )}
              : {PROCESSOR_ROLES[processor]}
            </li>
          ))}
        </ul>
        <p>
          You pay on the bank’s collection page, not on this site: what you enter there is handled by the bank. We
          receive only the payment reference and the proof you upload.
        </p>
      </Section>
      <Section id="rights" title="Your rights" className="prose">
        <dl className="privacy-rights">
          <dt>Access</dt>
          <dd>
            The <a href={REGISTRATION_PATHS.status}>Registration Status</a> page, once you have looked up your
            registration, offers to e-mail you a copy: a link, sent to the address you registered with, that downloads
            everything we hold about your registration as one file (JSON) and works for {DATA_LINK_HOURS} hours.
          </dd>
          <dt>Correction</dt>
          <dd>Write to the {registrationTeam} from the address you registered with, saying what to correct.</dd>
          <dt>Erasure</dt>
          <dd>
            Write to the grievance officer or the {registrationTeam}. We then erase your registration, its documents and
            its mails; only the record described above under “Your payment” remains.
          </dd>
          <dt>Grievance</dt>
          <dd>
            Write to the grievance officer below. If our answer does not settle your complaint, you may complain to the
            Data Protection Board of India.
          </dd>
        </dl>
      </Section>
      <Section id="grievance" title="Grievance officer" className="prose">
        <GrievanceOfficer />
      </Section>
    </>
  );
}
