import { PageHero } from '../../components/ui/page-hero';
import { RegistrationWizard } from './wizard/registration-wizard';

export function RegistrationDetailsPage() {
  return (
    <>
      <PageHero title="New Registration">
        Register for the conference in a few steps. You pay after verifying your email address.
      </PageHero>
      <RegistrationWizard />
    </>
  );
}
