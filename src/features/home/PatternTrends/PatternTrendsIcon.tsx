import type { ReactNode } from 'react';
import type { SocialId } from '../socialLinks';

/** Simple line glyphs of the five services, drawn in the text colour. */
const glyphs: Record<SocialId, ReactNode> = {
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M10.2 19.5 12.4 10 M10.9 13.9c3.3 1.2 6.1-1 6.1-4.1 0-2.7-2.3-4.3-5-4.3-3.2 0-5.2 2.1-5.2 4.6 0 1.1.4 2 1.1 2.5" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.3 6.7h.01" />
    </>
  ),
  facebook: <path d="M17 3h-3a4.5 4.5 0 0 0-4.5 4.5V10H7v3.5h2.5V21H13v-7.5h3l.5-3.5H13V7.8c0-.6.4-1 1-1h3z" />,
  twitter: (
    <path d="M22 5a9.6 9.6 0 0 1-2.8 1.4 4 4 0 0 0-7 2.7v.9A9.5 9.5 0 0 1 4 6s-3.6 8.1 4.5 11.7A10.5 10.5 0 0 1 2 19.5c8.1 4.5 18 0 18-10.4 0-.3 0-.5-.1-.8A7 7 0 0 0 22 5z" />
  ),
  behance: (
    <path d="M3 6.5h4.8a2.6 2.6 0 0 1 0 5.2H3zM3 11.7h5.4a2.9 2.9 0 0 1 0 5.8H3zM3 6.5v11M14.5 7.5h5M14 14h7a3.5 3.5 0 1 0-1.1 2.6" />
  ),
};

/** The glyph of one service; decorative (the link's text names it). */
export function PatternTrendsIcon({ id }: { id: SocialId }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {glyphs[id]}
    </svg>
  );
}
