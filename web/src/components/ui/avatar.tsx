import { isKnown, type Fact } from '../../content/fact';
import './to-be-announced.css';

/**
 * A person's portrait, or while none is published a neutral silhouette drawn inline (no request,
 * no layout shift, no initials standing for a name nobody knows). Decorative either way: the
 * name is always printed beside it.
 */
export function Avatar({ photo, size = 96 }: { photo: Fact<string>; size?: number }) {
  if (isKnown(photo)) {
    return <img className="avatar" src={photo} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  }
  return (
    <svg className="avatar" width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="48" fill="#e8edf2" />
      <circle cx="48" cy="37" r="16" fill="#a9b6c2" />
      <path d="M16.25 84C20 68 32 60 48 60s28 8 31.75 24A48 48 0 0 1 16.25 84Z" fill="#a9b6c2" />
    </svg>
  );
}
