import type { ComponentPropsWithRef, ElementType } from 'react';
import clsx from 'clsx';
import { inline, type InlineVariants } from '../styles/layout.css';

type InlineOwnProps<E extends ElementType> = InlineVariants & {
  /** The element to render (`ul`, `header`, `fieldset`, `span`…); a `div` by default. */
  as?: E;
  /** Styles of the feature's own (a width, a colour): never layout, which is the row's. */
  className?: string;
};

export type InlineProps<E extends ElementType = 'div'> = InlineOwnProps<E> & Omit<ComponentPropsWithRef<E>, keyof InlineOwnProps<E>>;

/**
 * Lays its children out in a row, `gap` apart on the theme's space scale: `align` places
 * them across the row (stretched by default), `justify` along it, and `wrap` lets them
 * flow onto more lines; `list` makes a `ul` a plain row, `frameless` a `fieldset` one. Use it where a feature would
 * write `display: flex; gap`.
 */
export function Inline<E extends ElementType = 'div'>({
  as,
  gap,
  align,
  justify,
  wrap,
  list,
  frameless,
  className,
  ...rest
}: InlineProps<E>) {
  const Element: ElementType = as ?? 'div';
  return <Element {...rest} className={clsx(inline({ gap, align, justify, wrap, list, frameless }), className)} />;
}
