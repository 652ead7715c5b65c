import { NOT_FOUND } from '@domain/messages';

export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{NOT_FOUND}</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <a href="/" className="button">
        Go Home
      </a>
    </section>
  );
}
