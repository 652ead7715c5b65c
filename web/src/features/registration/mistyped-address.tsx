import { CONTACT } from '../../content/site';
import { MailLink } from '../../components/ui/mail-link';

/**
 * Where a registrant turns whose verification mail went to a mistyped address: the registration
 * team corrects it (docs/administration.md, "Correct the e-mail address"), and the link is sent again.
 */
export function MistypedAddress() {
  return (
    <p>
      Not your address, or mistyped? Write to the{' '}
      <MailLink address={CONTACT.registrationEmail}>registration team</MailLink> with your registration ID: they can
      correct it, and the link is then sent to the right address.
    </p>
  );
}
