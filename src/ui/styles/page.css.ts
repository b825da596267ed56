import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, pageTopMargin } from '../theme/tokens';

/**
 * The page frame of the routed app. Every page keeps the spec's 0.67rem top margin
 * except the /sketch/* pages, which are bare (`sketch: true`).
 */
export const pageFrame = recipe({
  base: { minHeight: '100vh' },
  variants: {
    sketch: {
      true: { paddingTop: 0 },
      // On a phone the desktop's 42 px band above the header is screen the shopper
      // cannot use: the header starts at the top.
      false: { paddingTop: pageTopMargin, '@media': { [media.phone]: { paddingTop: 0 } } },
    },
  },
  defaultVariants: { sketch: false },
});

export type PageFrameVariants = RecipeVariants<typeof pageFrame>;
