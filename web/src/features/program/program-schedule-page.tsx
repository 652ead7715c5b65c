import { PageHero } from '../../components/ui/page-hero';
import { DOCUMENTS } from '../../content/site';

export function ProgramSchedulePage() {
  return (
    <>
      <PageHero title="Program Schedule">The schedule of all three days, to read here or download.</PageHero>
      <section className="section" aria-label="Program schedule document">
        <p className="actions">
          <a href={DOCUMENTS.programSchedule} className="button" download>
            Download Program Schedule (PDF)
          </a>
        </p>
        <iframe
          className="pdf-viewer"
          src={DOCUMENTS.programSchedule}
          title="Program schedule (PDF)"
          width="800"
          height="900"
          loading="lazy"
        />
      </section>
    </>
  );
}
