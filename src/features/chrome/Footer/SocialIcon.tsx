import type { ReactNode } from 'react';
import type { SocialNetwork } from '../site';
import * as styles from './SocialIcon.css';

/*
 * Simple line drawings of the five networks, in the stroke style of src/ui/Icon (whose
 * set has no brand marks). Decorative: the link around the icon carries the name.
 */
const drawings: Record<SocialNetwork, ReactNode> = {
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10.2 20.5l2-8.3M10.5 15a3.4 3.4 0 1 0-1.4-3.2" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7h.01" />
    </>
  ),
  facebook: <path d="M16 3.5h-2.5A4 4 0 0 0 9.5 7.5V10H7v3.5h2.5v7H13v-7h2.6l.5-3.5H13V8a1 1 0 0 1 1-1h2z" />,
  twitter: (
    <path d="M21.5 5.5a8.3 8.3 0 0 1-2.4.8A4 4 0 0 0 12.3 9v1A9.6 9.6 0 0 1 4.5 6s-3.5 8 4.5 11.5A10.4 10.4 0 0 1 3 19.3c8 4.5 17.5 0 17.5-10.3a4 4 0 0 0-.1-.8A6.5 6.5 0 0 0 21.5 5.5z" />
  ),
  behance: (
    <>
      <path d="M3 6.5h4.8a2.7 2.7 0 0 1 0 5.4H3zM3 11.9h5.4a2.8 2.8 0 0 1 0 5.6H3z" />
      <path d="M14 14.2h6.5a3.3 3.3 0 1 0-1 2.6M15 7.5h4.5" />
    </>
  ),
};

/**
 * The icon of one social network, drawn in the current text colour at 1.25 em (the
 * footer and the home page's 'Pattern Trends' both use it).
 */
export function SocialIcon({ network, className = styles.socialIcon }: { network: SocialNetwork; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-social-icon={network}
    >
      {drawings[network]}
    </svg>
  );
}
