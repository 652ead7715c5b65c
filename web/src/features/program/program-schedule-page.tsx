import { ExternalLink } from '../../components/ui/external-link';
import { PageHero } from '../../components/ui/page-hero';
import { DOCUMENTS } from '../../content/site';
import { useMediaQuery } from '../../lib/use-media-query';

// Phones' browsers do not show a PDF inside a page, so the viewer is only created from 768 px,
// after hydration, inside a box that already has its final size (no layout shift).
const WIDE = '(min-width: 768px)';

export function ProgramSchedulePage() {
  const wide = useMediaQuery(WIDE);
  return (
    <>
      <PageHero title="Program Schedule">The schedule of all three days, to read here or download.</PageHero>
      <section className="section" aria-label="Program schedule document">
        <p className="actions">
          <a href={DOCUMENTS.programSchedule} className="button" download>
            Download Program Schedule (PDF)
          </a>
          <ExternalLink href={DOCUMENTS.programSchedule} className="button button--secondary">
            Open in a new tab
          </ExternalLink>
        </p>
        <div className="pdf-frame">
          {wide ? (
            <iframe className="pdf-viewer" src={DOCUMENTS.programSchedule} title="Program schedule (PDF)" />
          ) : (
            <p className="pdf-frame__fallback">
              The schedule opens in your device&apos;s PDF viewer: use the buttons above.
            </p>
          )}
        </div>
      </section>
    </>
  );
}
