import type { CSSProperties, ReactNode } from 'react';

/** The small geometric marks beside the names, one per logo in turn. */
const marks: ReactNode[] = [
  <circle key="m" cx="20" cy="24" r="14" fill="none" stroke="currentColor" strokeWidth="4" />,
  <rect key="m" x="10" y="14" width="20" height="20" transform="rotate(45 20 24)" fill="currentColor" />,
  <path key="m" d="M20 8 L36 38 H4 Z" fill="currentColor" />,
  <path key="m" d="M2 28 q6 -10 12 0 t12 0 t12 0 M2 38 q6 -10 12 0 t12 0 t12 0" fill="none" stroke="currentColor" strokeWidth="3.5" />,
  <g key="m" fill="none" stroke="currentColor" strokeWidth="3.5">
    <circle cx="14" cy="24" r="10" />
    <circle cx="26" cy="24" r="10" />
  </g>,
  <g key="m">
    <circle cx="20" cy="24" r="12" fill="none" stroke="currentColor" strokeWidth="6" />
    <circle cx="20" cy="24" r="3" fill="currentColor" />
  </g>,
  <g key="m" fill="currentColor">
    <rect x="6" y="10" width="12" height="12" />
    <rect x="22" y="10" width="12" height="12" />
    <rect x="6" y="26" width="12" height="12" />
    <rect x="22" y="26" width="12" height="12" opacity="0.45" />
  </g>,
];

/** Lettering per logo in turn, so the row reads as seven different houses. */
const letterings: CSSProperties[] = [
  { fontWeight: 600, letterSpacing: '0.14em', textTransform: 'uppercase' },
  { fontWeight: 400, letterSpacing: '0.02em' },
  { fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase' },
  { fontWeight: 500, fontStyle: 'italic' },
  { fontWeight: 600, letterSpacing: '0.06em' },
  { fontWeight: 300, letterSpacing: '0.2em', textTransform: 'uppercase' },
  { fontWeight: 800, letterSpacing: '-0.01em' },
];

const TEXT_X = 50;
const TEXT_ROOM = 184;

export interface TrustedByWordmarkProps {
  /** The house's name: drawn, and the logo's accessible name. */
  name: string;
  /** Which mark and lettering to use (cycles). */
  index: number;
}

/** A house's logo: a geometric mark and its name, drawn inline in the text colour (no image files). */
export function TrustedByWordmark({ name, index }: TrustedByWordmarkProps) {
  const lettering = letterings[index % letterings.length]!;
  // Long names are squeezed into the room rather than cut.
  const fit = name.length > 12 ? { textLength: TEXT_ROOM, lengthAdjust: 'spacingAndGlyphs' as const } : {};
  return (
    <svg viewBox="0 0 240 48" role="img" aria-label={name} focusable="false">
      {marks[index % marks.length]}
      <text x={TEXT_X} y="31" fontSize="17" fill="currentColor" style={lettering} {...fit}>
        {name}
      </text>
    </svg>
  );
}
