import { Link } from 'react-router-dom';
import { PageHero } from '../../components/ui/page-hero';

// Placeholder until the registration wizard issue lands: the route, its prerendered file and
// its own lazily loaded chunk exist now, so information pages never load registration code.
export function RegistrationDetailsPage() {
  return (
    <>
      <PageHero title="New Registration">Registration opens here.</PageHero>
      <section className="section prose" aria-label="About this page">
        <p>
          The online registration form is coming to this page soon. Meanwhile, see the fees and the guide on the{' '}
          <Link to="/registration">registration page</Link>.
        </p>
      </section>
    </>
  );
}
