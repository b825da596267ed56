import { style } from '@vanilla-extract/css';
import { gridColumns } from '../../../ui/styles/layout.css';
import { surfaceRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

/** Cover, facts, licence, price and Remove in one row; the columns line up from row to row. */
export const row = style({
  // Fixed widths, not auto: every line is its own grid, and the columns must still line up.
  vars: { [gridColumns]: 'max(72px, 1rem) minmax(0, 1fr) max(300px, 4rem) max(80px, 1.1rem) auto' },
  paddingBlock: vars.space.md,
  selectors: {
    // A sold line stays readable but steps back.
    '&[data-unavailable]': { color: vars.color.textMuted },
  },
  '@media': {
    // On a phone: cover and facts, with Remove and the price at the end; the licence
    // under them across the line, so its words are never cut.
    [media.phone]: {
      vars: { [gridColumns]: 'max(72px, 1rem) minmax(0, 1fr) auto' },
      gridTemplateAreas: '"cover info remove" "cover info price" "licence licence licence"',
      columnGap: vars.space.md,
      rowGap: vars.space.sm,
    },
  },
});

export const cover = style({
  ...surfaceRules({ border: true, radius: 'md', clip: true }),
  selectors: { [`${row}[data-unavailable] &`]: { opacity: 0.55 } },
  '@media': { [media.phone]: { gridArea: 'cover', alignSelf: 'start' } },
});

export const info = style({ minWidth: 0, '@media': { [media.phone]: { gridArea: 'info' } } });

export const caption = style({ textTransform: 'uppercase', letterSpacing: '0.04em' });

export const titleLink = style({
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.15em' } },
});

export const badges = style({ selectors: { '&:empty': { display: 'none' } } });

export const licence = style({ minWidth: 0, '@media': { [media.phone]: { gridArea: 'licence' } } });

// On a phone the price sits under Remove, at the line's end.
export const price = style({ textAlign: 'end', '@media': { [media.phone]: { gridArea: 'price', alignSelf: 'end' } } });

export const remove = style({
  color: vars.color.textMuted,
  '@media': { [media.phone]: { gridArea: 'remove', alignSelf: 'start', justifySelf: 'end' } },
});
