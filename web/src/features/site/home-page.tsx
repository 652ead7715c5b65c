import { CONFERENCE } from '@domain/conference';
import { DocumentTitle } from '../../components/ui/document-title';

// Placeholder until the public site issue lands: proves the build, Hosting and the domain import.
export function HomePage() {
  return (
    <section className="hero" aria-labelledby="home-title">
      <DocumentTitle title={CONFERENCE.name} />
      <h1 id="home-title">{CONFERENCE.name}</h1>
      <p>{CONFERENCE.datesLabel}</p>
    </section>
  );
}
