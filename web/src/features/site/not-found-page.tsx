import { Link } from 'react-router-dom';
import { NOT_FOUND } from '@domain/messages';
import { DocumentTitle } from '../../components/ui/document-title';

export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <DocumentTitle title={NOT_FOUND} />
      <h1 id="not-found-title">{NOT_FOUND}</h1>
      <Link to="/">Go Home</Link>
    </section>
  );
}
