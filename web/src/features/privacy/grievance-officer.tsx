import { MailLink } from '../../components/ui/mail-link';
import { FactText } from '../../components/ui/to-be-announced';
import { isKnown } from '../../content/fact';
import { PRIVACY } from '../../content/privacy';
import { CONTACT } from '../../content/site';

/** The grievance officer's name and addresses; until the e-mail is announced, whom to write to. */
export function GrievanceOfficer() {
  const officer = PRIVACY.grievanceOfficer;
  return (
    <>
      <dl className="privacy-contact">
        <div>
          <dt>Name</dt>
          <dd>
            <FactText fact={officer.name} />
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            {isKnown(officer.email) ? (
              <a href={`mailto:${officer.email}`}>{officer.email}</a>
            ) : (
              <FactText fact={officer.email} />
            )}
          </dd>
        </div>
        <div>
          <dt>Post</dt>
          <dd>
            <FactText fact={officer.postalAddress} />
          </dd>
        </div>
      </dl>
      {!isKnown(officer.email) && (
        <p>
          Until the grievance officer’s e-mail address is announced, please write to the{' '}
          <MailLink address={CONTACT.registrationEmail}>registration team</MailLink>.
        </p>
      )}
    </>
  );
}
