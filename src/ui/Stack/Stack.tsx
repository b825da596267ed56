import type { ComponentPropsWithRef, ElementType } from 'react';
import clsx from 'clsx';
import { stack, type StackVariants } from '../styles/layout.css';

type StackOwnProps<E extends ElementType> = StackVariants & {
  /** The element to render (`section`, `form`, `ul`, `fieldset`…); a `div` by default. */
  as?: E;
  /** Styles of the feature's own (a width, a colour): never layout, which is the stack's. */
  className?: string;
};

export type StackProps<E extends ElementType = 'div'> = StackOwnProps<E> & Omit<ComponentPropsWithRef<E>, keyof StackOwnProps<E>>;

/**
 * Lays its children out in a column, `gap` apart on the theme's space scale. `align`
 * places them across the column (they stretch to its width by default). Use it where a
 * feature would write `display: flex; flex-direction: column; gap`; `list` makes a `ul` a
 * plain column (no bullets, indent or margin), `frameless` a `fieldset` one (no frame).
 */
export function Stack<E extends ElementType = 'div'>({ as, gap, align, list, frameless, className, ...rest }: StackProps<E>) {
  const Element: ElementType = as ?? 'div';
  return <Element {...rest} className={clsx(stack({ gap, align, list, frameless }), className)} />;
}
