import { CONFERENCE } from '@domain/conference';
import { Fragment } from 'react';
import { isKnown } from '../../content/fact';
import { HEADER_LOGOS } from '../../content/site';
import type { Logo } from '../../content/types';
import { LogoMark } from './logo-mark';

/** What a mark shows: its short name drawn as a badge, or, once its logo file is known, the organisation. */
const shownBy = (logo: Logo) => (isKnown(logo.file) ? logo.name : logo.badge);

/**
 * The link's name starts with what the marks show, then says where it goes (WCAG 2.5.3, label in
 * name): a speech-input user says the letters they see ("IITDh"), and a screen-reader user hears
 * the same marks and that the link goes home. The marks themselves stay hidden from assistive
 * technology, so nothing is announced twice.
 */
export const HOME_MARKS_NAME = `${HEADER_LOGOS.map(shownBy).join(', ')}: home page of the ${CONFERENCE.name}`;

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
