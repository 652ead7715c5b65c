import type { ReactNode } from 'react';
import { isKnown, type Fact } from '../../content/fact';
import './to-be-announced.css';

/**
 * How the site shows a fact the organisers have not published: real, muted text, so it reads as
 * "not yet" rather than as a value. `what` names the fact where the context does not
 * ("Affiliation to be announced").
 */
export function ToBeAnnounced({ what }: { what?: string }) {
  return <span className="tba">{what ? `${what} to be announced` : 'To be announced'}</span>;
}

/** A text fact, or "to be announced" while it is unknown. */
export function FactText({ fact, what }: { fact: Fact<string>; what?: string }) {
  return isKnown(fact) ? fact : <ToBeAnnounced what={what} />;
}

/** Stands where a whole block (a document, a list, a gallery) will appear once it is published. */
export function NotYetPublished({ what, children }: { what: string; children: ReactNode }) {
  return (
    <div className="not-yet-published">
      <p className="not-yet-published__title">
        <ToBeAnnounced what={what} />
      </p>
      <p className="not-yet-published__text">{children}</p>
    </div>
  );
}
