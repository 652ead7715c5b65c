import { PageHero } from '../../components/ui/page-hero';

// Placeholder until the administrator page issue lands (see verify-email-page.tsx on the id).
export function VerifyRegistrationPage() {
  return (
    <>
      <PageHero title="Registration Details">
        Reviewing a registration and its payment is coming to this page soon.
      </PageHero>
    </>
  );
}
