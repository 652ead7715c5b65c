import { Link } from 'react-router-dom';
import { PageHero } from '../../components/ui/page-hero';

// Placeholder until the status checker issue lands (see registration-details-page.tsx).
export function RegistrationStatusPage() {
  return (
    <>
      <PageHero title="Registration Status">Check your registration here.</PageHero>
      <section className="section prose" aria-label="About this page">
        <p>
          Looking up a registration by its ID is coming to this page soon. Back to the{' '}
          <Link to="/registration">registration page</Link>.
        </p>
      </section>
    </>
  );
}
