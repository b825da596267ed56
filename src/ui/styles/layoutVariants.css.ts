import { vars } from '../theme/contract.css';

type Space = keyof typeof vars.space;

/** `gap` on the theme's space scale, one variant per step: what Stack and Inline space children by. */
export const gapVariants = Object.fromEntries(Object.entries(vars.space).map(([name, value]) => [name, { gap: value }])) as Record<
  Space,
  { gap: string }
>;

/**
 * A `ul`/`ol` laid out by Stack or Inline is a layout, not a bulleted text list: no
 * bullets, no indent, no margin (the browser's defaults would shift it from the grid).
 */
export const listVariant = { true: { listStyle: 'none', margin: 0, padding: 0 } };
