import { PageHero } from '../../components/ui/page-hero';
import { RegistrationWizard } from './wizard/registration-wizard';

export function RegistrationDetailsPage() {
  return (
    <>
      <PageHero title="New Registration">
        While registration is open, you register here in a few steps and pay after verifying your email address.
      </PageHero>
      <RegistrationWizard />
    </>
  );
}
