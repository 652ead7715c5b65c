import { isKnown, type Fact } from '../../content/fact';
import { PORTRAIT_SIZE, type PortraitFiles } from './portrait';
import { PORTRAIT_FILES } from './portrait-files';
import './to-be-announced.css';

interface AvatarProps {
  /** A file of the edition's photos/ folder, as its content names it. */
  photo: Fact<string>;
  /** Lazy below the fold; a card in the first row of a page is eager. */
  loading?: 'lazy' | 'eager';
  /** The files a build made of the edition's photos (a test gives its own). */
  prepared?: Readonly<Record<string, PortraitFiles>>;
}

/**
 * A person's portrait, the optimised files the build made of it, or while none is published a
 * neutral silhouette drawn inline (no request, no layout shift, no initials standing for a name
 * nobody knows). Decorative either way: the name is always printed beside it.
 */
export function Avatar({ photo, loading = 'lazy', prepared = PORTRAIT_FILES }: AvatarProps) {
  if (isKnown(photo)) {
    const files = prepared[photo];
    // Only a build prepares portraits (and stops there when a named file is missing).
    if (!files) throw new Error(`The portrait ${photo} was not prepared: it is rendered only in a Vite build.`);
    return (
      <picture>
        {files.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} />
        ))}
        <img
          className="avatar"
          src={files.src}
          srcSet={files.srcSet}
          alt=""
          width={PORTRAIT_SIZE}
          height={PORTRAIT_SIZE}
          loading={loading}
          decoding="async"
        />
      </picture>
    );
  }
  return (
    <svg
      className="avatar"
      width={PORTRAIT_SIZE}
      height={PORTRAIT_SIZE}
      viewBox="0 0 96 96"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="48" cy="48" r="48" fill="#e8edf2" />
      <circle cx="48" cy="37" r="16" fill="#a9b6c2" />
      <path d="M16.25 84C20 68 32 60 48 60s28 8 31.75 24A48 48 0 0 1 16.25 84Z" fill="#a9b6c2" />
    </svg>
  );
}
