import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { stackRules, surfaceRules, textRules } from '../../../ui/styles/rules';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

/** No box of its own: button and drop area take part in the parent's layout. */
export const root = style({ display: 'contents' });

export const dropZone = recipe({
  base: {
    ...stackRules({ gap: 'sm', align: 'center' }),
    ...surfaceRules({ tone: 'alt', radius: 'lg' }),
    ...textRules({ tone: 'text', align: 'center' }),
    padding: `${vars.space.xl} ${vars.space.lg}`,
    border: `2px dashed ${vars.color.borderStrong}`,
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  },
  variants: { dragging: { true: { borderColor: vars.color.primary, background: vars.color.primarySoft }, false: {} } },
});

// Lines under the buttons (Inline, the drop zone's flex items): an icon, then the words.
export const problem = text({ size: 'sm', tone: 'danger' });

export const pending = text({ size: 'sm', tone: 'primary' });
