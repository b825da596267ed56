import type { ComponentPropsWithRef, CSSProperties, ElementType } from 'react';
import clsx from 'clsx';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { grid, gridColumns, type GridVariants } from '../styles/layout.css';

type GridOwnProps<E extends ElementType> = GridVariants & {
  /** The element to render (`ul`, `dl`, `form`, `fieldset`…); a `div` by default. */
  as?: E;
  /**
   * The columns: a count of equal columns (`2` is `repeat(2, minmax(0, 1fr))`: equal
   * whatever their content), or a template of the feature's own (`'max-content 1fr'`).
   */
  columns?: number | string;
  /**
   * As many columns as fit, none narrower than this length (`'max(180px, 1.8rem)'`): the
   * grid reflows from a desktop's row to a phone's column without a media query.
   * `fill` keeps the empty tracks of a short last row, so a lone card stays one column wide.
   */
  minColumn?: string;
  fill?: boolean;
  /** Styles of the feature's own (a width, a border): never layout, which is the grid's. */
  className?: string;
  style?: CSSProperties;
};

export type GridProps<E extends ElementType = 'div'> = GridOwnProps<E> & Omit<ComponentPropsWithRef<E>, keyof GridOwnProps<E>>;

/** The column template a `Grid`'s props ask for, or none (one column). */
export function gridTemplate({ columns, minColumn, fill }: Pick<GridOwnProps<'div'>, 'columns' | 'minColumn' | 'fill'>) {
  if (minColumn) return `repeat(${fill ? 'auto-fill' : 'auto-fit'}, minmax(${minColumn}, 1fr))`;
  if (typeof columns === 'number') return `repeat(${columns}, minmax(0, 1fr))`;
  return columns;
}

/**
 * Lays its children out on a grid, `gap` apart on the theme's space scale (`columnGap`
 * where columns sit further apart than rows): equal columns, a template of the feature's
 * own, or as many columns as fit (`minColumn`). Use it where a feature would write
 * `display: grid; grid-template-columns; gap`; `list` makes a `ul` a plain grid (no
 * bullets, indent or margin), `frameless` a `fieldset` one (no frame).
 */
export function Grid<E extends ElementType = 'div'>({
  as,
  columns,
  minColumn,
  fill,
  gap,
  columnGap,
  align,
  list,
  frameless,
  className,
  style,
  ...rest
}: GridProps<E>) {
  const Element: ElementType = as ?? 'div';
  const template = gridTemplate({ columns, minColumn, fill });
  return (
    <Element
      {...rest}
      className={clsx(grid({ gap, columnGap, align, list, frameless }), className)}
      style={template ? { ...assignInlineVars({ [gridColumns]: template }), ...style } : style}
    />
  );
}
