import type { ComponentPropsWithRef, ElementType } from 'react';
import clsx from 'clsx';
import { text, type TextVariants } from '../styles/text.css';

type TextOwnProps<E extends ElementType> = TextVariants & {
  /** The element to render (`p`, `h2`, `dd`, `small`…); a `span` by default. */
  as?: E;
  /** Styles of the feature's own (a margin, a width): never the type scale, which is the text's. */
  className?: string;
};

export type TextProps<E extends ElementType = 'span'> = TextOwnProps<E> & Omit<ComponentPropsWithRef<E>, keyof TextOwnProps<E>>;

/**
 * Words on the theme's type scale, chosen in the markup: `size`, `weight`, `tone`,
 * `align`, `leading`, and the habits features repeat (`flush`: no margin, `figures="tabular"`
 * for money and counts, `truncate`: one line with an ellipsis). Use it where a feature's
 * stylesheet would only name a `text({ … })` class. Only what is named is set, so the
 * element keeps the browser's own margins and everything else it inherits.
 */
export function Text<E extends ElementType = 'span'>({
  as,
  size,
  weight,
  tone,
  align,
  leading,
  flush,
  figures,
  truncate,
  className,
  ...rest
}: TextProps<E>) {
  const Element: ElementType = as ?? 'span';
  return <Element {...rest} className={clsx(text({ size, weight, tone, align, leading, flush, figures, truncate }), className)} />;
}
