import { ExternalLink } from '../../components/ui/external-link';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { AWARDS, COMMITTEE_MESSAGE, EVALUATION_CRITERIA, SUBMISSION_GUIDELINES } from '../../content/call-for-papers';
import { IMPORTANT_DATES } from '../../content/dates';
import { EXTERNAL_LINKS } from '../../content/site';

export function CallForPapersPage() {
  return (
    <>
      <PageHero title="Call for Papers">Share your research in engineering informatics.</PageHero>
      <Section id="dates" title="Important Dates">
        <dl className="dates">
          {IMPORTANT_DATES.map((item) => (
            <div key={item.label} className="dates__row">
              <dt>{item.label}</dt>
              <dd>
                {item.previous && (
                  <>
                    <del>{item.previous}</del>{' '}
                  </>
                )}
                {item.date}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="message" title="Message from the Committee" className="prose">
        <p>{COMMITTEE_MESSAGE}</p>
      </Section>
      <Section id="guidelines" title="Submission Guidelines" className="prose">
        <ul>
          {SUBMISSION_GUIDELINES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p className="actions">
          <ExternalLink href={EXTERNAL_LINKS.paperService} className="button">
            Submit a Paper
          </ExternalLink>
          <ExternalLink href={EXTERNAL_LINKS.ieeeTemplate} className="button button--secondary">
            IEEE Paper Template
          </ExternalLink>
        </p>
      </Section>
      <Section id="evaluation" title="Evaluation Criteria" className="prose">
        <ul>
          {EVALUATION_CRITERIA.map((criterion) => (
            <li key={criterion}>{criterion}</li>
          ))}
        </ul>
      </Section>
      <Section id="awards" title="Awards" className="prose">
        <ul>
          {AWARDS.map((award) => (
            <li key={award}>{award}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
