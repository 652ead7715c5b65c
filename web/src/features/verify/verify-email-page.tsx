import { PageHero } from '../../components/ui/page-hero';

// Placeholder until the e-mail verification issue lands. It never shows the token, so the one
// prerendered file that Hosting serves for every /verify/{token} hydrates without a mismatch.
export function VerifyEmailPage() {
  return (
    <>
      <PageHero title="E-mail Verification">Verifying e-mail links is coming to this page soon.</PageHero>
    </>
  );
}
