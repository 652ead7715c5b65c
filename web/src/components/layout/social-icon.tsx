import type { SocialLink } from '../../content/site';

// Simple monochrome marks drawn inline (24×24); the link around each carries the name.
const GLYPHS: Record<SocialLink['name'], string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z',
  Twitter: 'M4 4h4.5l4 5.6L17 4h2.5l-5.8 7.2L20 20h-4.5l-4.3-6-4.8 6H4l6-7.6Z',
  'Google Reviews': 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z',
  Instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm0 2a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm5 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5-3.8a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z',
  LinkedIn:
    'M4 9h3.5v11H4Zm1.8-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM9.5 9H13v1.6c.5-.9 1.7-1.9 3.6-1.9 3.5 0 4.4 2.2 4.4 5.2V20h-3.5v-5.3c0-1.4-.2-2.8-1.9-2.8s-2.1 1.3-2.1 2.7V20H9.5Z',
};

export function SocialIcon({ name }: { name: SocialLink['name'] }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={GLYPHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
