import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { stack } from '../../../ui/styles/layout.css';
import { surface } from '../../../ui/styles/surface.css';
import { text } from '../../../ui/styles/text.css';
import { touchTarget } from '../../../ui/styles/touchTarget.css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const page = recipe({
  base: {
    marginInline: 'auto',
    paddingInline: vars.space.xl,
    paddingBlock: `${vars.space.xxl} ${vars.space.xxxl}`,
  },
  variants: {
    width: {
      // About 90 characters a line at 1920 wide: long legal copy stays readable.
      text: { maxWidth: '9.6rem' },
      // The about page's carousel and tiles want the home page's width.
      wide: { maxWidth: '16rem' },
    },
  },
  defaultVariants: { width: 'text' },
});

/** Links inside a block of copy (prose, an FAQ answer, a note): the primary colour, underlined. */
export const textLinks = style({});
globalStyle(`${textLinks} a`, { color: vars.color.primary, textUnderlineOffset: '0.15em' });

export const header = style({ paddingBottom: vars.space.xl, marginBottom: vars.space.xl, borderBottom: `1px solid ${vars.color.border}` });

export const lead = style([stack({ gap: 'sm' }), text({ size: 'lg', tone: 'muted' })]);

export const toc = style([surface({ tone: 'alt', radius: 'md' }), { marginBottom: vars.space.xl, padding: vars.space.lg }]);

export const tocTitle = style({ marginBottom: vars.space.sm, letterSpacing: '0.08em', textTransform: 'uppercase' });

export const tocList = style({
  padding: 0,
  // The section titles carry their own clause numbers.
  listStyle: 'none',
  columnCount: 2,
  columnGap: vars.space.xxl,
  // Half a phone is too narrow for a clause title.
  '@media': { [media.phone]: { columnCount: 1 } },
});

export const tocLink = style([
  touchTarget,
  { color: vars.color.primary, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
]);

/** A link from the table of contents lands with the heading clear of the window's top. */
export const section = style({ scrollMarginTop: vars.space.xl });

/** Running text inside a section: paragraphs, lists and sub-headings. */
export const prose = style([stack({ gap: 'sm' }), textLinks]);

globalStyle(`${prose} :is(ul, ol)`, { display: 'grid', gap: vars.space.xs, paddingLeft: vars.space.xl });

globalStyle(`${prose} h3`, { marginTop: vars.space.sm, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

globalStyle(`${prose} strong`, { fontWeight: vars.fontWeight.semibold });
