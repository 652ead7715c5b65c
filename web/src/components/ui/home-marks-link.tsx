import { CONFERENCE } from '@domain/conference';
import { Fragment } from 'react';
import { isKnown } from '../../content/fact';
import { HEADER_LOGOS } from '../../content/site';
import { LogoMark } from './logo-mark';

/**
 * The link's name starts with the text the marks show, in their order (WCAG 2.5.3, label in name: a
 * speech-input user says the letters they see, "IITDh"), then names the organisations whose logo
 * is drawn instead (their pictures have no text to say), then where it goes. The marks themselves
 * stay hidden from assistive technology, so nothing is announced twice.
 */
const drawnAsText = HEADER_LOGOS.filter((logo) => !isKnown(logo.file)).map((logo) => logo.badge);
const drawnAsLogos = HEADER_LOGOS.filter((logo) => isKnown(logo.file)).map((logo) => logo.name);
export const HOME_MARKS_NAME = `${[
  drawnAsText.join(', '),
  drawnAsLogos.length > 0 ? `the logos of ${drawnAsLogos.join('; ')}` : '',
]
  .filter(Boolean)
  .join(', and ')}: home page of the ${CONFERENCE.name}`;

/** The organisations' marks, in the header and on the pass, as the link to the home page. */
export function HomeMarksLink({ className }: { className: string }) {
  return (
    <a href="/" className={className} aria-label={HOME_MARKS_NAME}>
      {/* A space between the marks, which the flex layout does not draw: without it their texts read
          as one word ("IEEEIITDhKU…") to whatever compares the name with the visible text. */}
      {HEADER_LOGOS.map((logo, index) => (
        <Fragment key={logo.name}>
          {index > 0 && ' '}
          <LogoMark logo={logo} height={logo.height} decorative />
        </Fragment>
      ))}
    </a>
  );
}
