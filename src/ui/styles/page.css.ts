import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { pageTopMargin } from '../theme/tokens';

/**
 * The page frame of the routed app. Every page keeps the spec's 0.67rem top margin
 * except the /sketch/* pages, which are bare (`sketch: true`).
 */
export const pageFrame = recipe({
  base: { minHeight: '100vh' },
  variants: {
    sketch: {
      true: { paddingTop: 0 },
      false: { paddingTop: pageTopMargin },
    },
  },
  defaultVariants: { sketch: false },
});

export type PageFrameVariants = RecipeVariants<typeof pageFrame>;
