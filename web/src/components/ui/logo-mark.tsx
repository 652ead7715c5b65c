import { isKnown } from '../../content/fact';
import type { Logo } from '../../content/types';
import './logo-mark.css';

/** The badge's width for its text: about 0.62 em a capital at 45 % of the height, plus the margins. */
function badgeWidth(badge: string, height: number): number {
  return Math.round(Math.max(height, badge.length * height * 0.45 * 0.62 + height * 0.5));
}

/**
 * An organisation's logo at `height` CSS pixels: its file once known, else its short name drawn as a
 * text badge (inline SVG, so no request and no made-up image file). `decorative` where a link
 * around it already names the destination.
 */
export function LogoMark({ logo, height, decorative = false }: { logo: Logo; height: number; decorative?: boolean }) {
  const alt = decorative ? '' : logo.name;
  if (isKnown(logo.file)) {
    const { src, width: fileWidth, height: fileHeight } = logo.file;
    const width = Math.round((fileWidth * height) / fileHeight);
    return <img className="logo-mark" src={src} alt={alt} width={width} height={height} />;
  }
  const width = badgeWidth(logo.badge, height);
  return (
    <svg
      className="logo-mark logo-mark--badge"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': logo.name })}
      focusable="false"
    >
      <rect x="1" y="1" width={width - 2} height={height - 2} rx={Math.min(6, height / 4)} />
      <text x={width / 2} y={height / 2} dy="0.35em" textAnchor="middle" fontSize={Math.round(height * 0.45)}>
        {logo.badge}
      </text>
    </svg>
  );
}
