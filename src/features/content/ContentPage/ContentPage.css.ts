import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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

export const header = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBottom: vars.space.xl,
  marginBottom: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const dateLine = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const lead = style({
  display: 'grid',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const toc = style({
  marginBottom: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const tocTitle = style({
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const tocList = style({
  margin: 0,
  padding: 0,
  // The section titles carry their own clause numbers.
  listStyle: 'none',
  columnCount: 2,
  columnGap: vars.space.xxl,
  fontSize: vars.fontSize.md,
  // Half a phone is too narrow for a clause title.
  '@media': { [media.phone]: { columnCount: 1 } },
});

export const tocLink = style({
  color: vars.color.primary,
  textDecoration: 'none',
  // A finger's 44 px target on touch screens.
  '@media': { [media.touch]: { display: 'inline-flex', alignItems: 'center', minHeight: vars.controlHeight.md } },
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/*
 * Grid tracks of minmax(0, 1fr), not the default auto: a carousel's strip of slides
 * would otherwise widen the track to its full length and push the page off screen.
 */
const singleColumn = 'minmax(0, 1fr)';

export const body = style({
  display: 'grid',
  gridTemplateColumns: singleColumn,
  gap: vars.space.xl,
});

export const section = style({
  display: 'grid',
  gridTemplateColumns: singleColumn,
  gap: vars.space.sm,
  // A link from the table of contents lands with the heading clear of the window's top.
  scrollMarginTop: vars.space.xl,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** Running text inside a section: paragraphs, lists and sub-headings. */
export const prose = style({
  display: 'grid',
  gridTemplateColumns: singleColumn,
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
});

globalStyle(`${prose} :is(ul, ol)`, {
  display: 'grid',
  gap: vars.space.xs,
  paddingLeft: vars.space.xl,
});

globalStyle(`${prose} h3`, {
  marginTop: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${prose} a`, {
  color: vars.color.primary,
  textUnderlineOffset: '0.15em',
});

globalStyle(`${prose} strong`, { fontWeight: vars.fontWeight.semibold });
