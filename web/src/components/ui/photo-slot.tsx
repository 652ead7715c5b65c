import { isKnown, type Fact, type Photo } from '../../content/fact';
import { ToBeAnnounced } from './to-be-announced';
import './to-be-announced.css';

export interface PhotoSlotProps {
  photo: Fact<Photo>;
  /** The size every photo of the gallery is published at; a pending tile takes the same place. */
  size: { width: number; height: number };
  /** Names the gallery in a pending tile's text alternative, e.g. "Conference memories". */
  gallery: string;
  /** 1-based place of the photo in its gallery, and how many the gallery holds. */
  position: number;
  count: number;
}

/**
 * One place of a photo gallery: the photo once it is published, until then a tile drawn inline
 * (no request, no fake picture) whose frame is an SVG of the photo's own proportions, so the
 * layout does not shift when the photo arrives.
 */
export function PhotoSlot({ photo, size, gallery, position, count }: PhotoSlotProps) {
  const { width, height } = size;
  if (isKnown(photo)) {
    return <img src={photo.src} alt={photo.alt} width={width} height={height} loading="lazy" decoding="async" />;
  }
  return (
    <div className="photo-pending" role="img" aria-label={`${gallery}, photo ${position} of ${count}: to be announced`}>
      <svg
        className="photo-pending__frame"
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        aria-hidden="true"
        focusable="false"
      >
        {/* A camera, centred a little above the middle to leave room for the text below it. */}
        <g transform={`translate(${width / 2} ${height / 2 - 20})`} fill="currentColor">
          <path d="M-18 -34h36l8 12h26a8 8 0 0 1 8 8v50a8 8 0 0 1-8 8h-104a8 8 0 0 1-8-8v-50a8 8 0 0 1 8-8h26Z" />
          <circle r="23" cy="10" className="photo-pending__lens-ring" />
          <circle r="15" cy="10" />
        </g>
      </svg>
      <span className="photo-pending__text">
        <ToBeAnnounced what="Photo" />
      </span>
    </div>
  );
}
