import { ExternalLink } from '../../components/ui/external-link';
import { PageHero } from '../../components/ui/page-hero';
import { NotYetPublished } from '../../components/ui/to-be-announced';
import { isKnown } from '../../content/fact';
import { DOCUMENTS } from '../../content/site';

// Phones' browsers do not show a PDF inside a page: the HTML points to the buttons, and
// enhance/pdf-frame.ts puts the viewer in its place from 768 px.
function ScheduleDocument({ href }: { href: string }) {
  return (
    <>
      <p className="actions">
        <a href={href} className="button" download>
          Download Program Schedule (PDF)
        </a>
        <ExternalLink href={href} className="button button--secondary">
          Open in a new tab
        </ExternalLink>
      </p>
      <div className="pdf-frame" data-pdf={href} data-pdf-title="Program schedule (PDF)">
        <p className="pdf-frame__fallback">
          The schedule opens in your device&apos;s PDF viewer: use the buttons above.
        </p>
      </div>
    </>
  );
}

export function ProgramSchedulePage() {
  const schedule = DOCUMENTS.programSchedule;
  return (
    <>
      <PageHero title="Program Schedule">The schedule of the three days of the conference.</PageHero>
      <section className="section" aria-label="Program schedule document">
        {isKnown(schedule) ? (
          <ScheduleDocument href={schedule} />
        ) : (
          <NotYetPublished what="Program schedule">
            The schedule will be published here, to read online or download as a PDF.
          </NotYetPublished>
        )}
      </section>
    </>
  );
}
