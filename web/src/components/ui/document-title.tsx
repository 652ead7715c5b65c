import { useEffect } from 'react';
import { CONFERENCE } from '@domain/conference';

/** Sets the tab title for the page it is rendered in; each route names itself. */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title === CONFERENCE.name ? title : `${title} | ${CONFERENCE.name}`;
  }, [title]);
  return null;
}
