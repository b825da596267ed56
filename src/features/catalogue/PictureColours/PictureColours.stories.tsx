import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PaletteColour } from '../../../domain/colour';
import { PictureColours } from './PictureColours';

/** A cream print with a navy ground band: two colours that count, two specks that do not (under 8%). */
const fourColours: PaletteColour[] = [
  { hex: '#f4e9dc', share: 0.58 },
  { hex: '#1f3a5f', share: 0.29 },
  { hex: '#c8553d', share: 0.07 },
  { hex: '#e1ad01', share: 0.04 },
];

/** A busy print: five colours, each a real part of it. */
const fiveColours: PaletteColour[] = [
  { hex: '#fffbea', share: 0.31 },
  { hex: '#ffb400', share: 0.24 },
  { hex: '#ff5a5f', share: 0.19 },
  { hex: '#00a699', share: 0.15 },
  { hex: '#484848', share: 0.11 },
];

const meta = {
  title: 'Features/Catalogue/PictureColours',
  component: PictureColours,
  args: { colours: fourColours, onApply: fn() },
  decorators: [
    (Story) => (
      // About the width of the store's title block beside the toolbar's buttons.
      <div style={{ width: '10rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PictureColours>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picture's colours, in the order shown. */
const colourButtons = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Colours in your picture' })).getAllByRole('button', { name: /of the picture$/ });

/**
 * Four colours, most covering first, each named by its hex and share; the two that are
 * a real part of the picture (8% or more) are picked already, and applying sends them.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Colours in your picture' })).toBeVisible();
    await expect(canvas.getByText('Pick up to 3 colours.')).toBeVisible();
    const buttons = colourButtons(canvasElement);
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '#F4E9DC, 58% of the picture',
      '#1F3A5F, 29% of the picture',
      '#C8553D, 7% of the picture',
      '#E1AD01, 4% of the picture',
    ]);
    await expect(buttons[0]).toHaveTextContent('#F4E9DC 58%');
    await expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'true', 'false', 'false']);
    for (const button of buttons) await expect(button).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Show designs in these colours' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenLastCalledWith(['#f4e9dc', '#1f3a5f']);
  },
};

/**
 * The shopper changes the pick: navy out, the two small colours in (the yellow first);
 * they go in the order shown, not the order pressed. With none picked there is nothing to apply.
 */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const navy = canvas.getByRole('button', { name: '#1F3A5F, 29% of the picture' });
    await userEvent.click(navy);
    await expect(navy).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: '#E1AD01, 4% of the picture' }));
    await userEvent.click(canvas.getByRole('button', { name: '#C8553D, 7% of the picture' }));
    await expect(canvas.getByRole('button', { name: '#C8553D, 7% of the picture' })).toHaveAttribute('aria-pressed', 'true');
    // Three picked, the most: navy cannot come back until one goes.
    await expect(canvas.getByText('3 of 3 colours picked.')).toBeVisible();
    await expect(navy).toBeDisabled();

    const apply = canvas.getByRole('button', { name: 'Show designs in these colours' });
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenLastCalledWith(['#f4e9dc', '#c8553d', '#e1ad01']);

    for (const name of ['#F4E9DC, 58% of the picture', '#C8553D, 7% of the picture', '#E1AD01, 4% of the picture'])
      await userEvent.click(canvas.getByRole('button', { name }));
    await expect(apply).toBeDisabled();
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

/** Five large colours: the three largest are picked, the other two disabled and the hint says why; unpicking one frees them. */
export const Full: Story = {
  args: { colours: fiveColours },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = colourButtons(canvasElement);
    await expect(buttons).toHaveLength(5);
    await expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'true', 'true', 'false', 'false']);
    await expect(canvas.getByText('3 of 3 colours picked.')).toBeVisible();
    await expect(buttons[3]).toBeDisabled();
    await expect(buttons[4]).toBeDisabled();
    await expect(buttons[2]).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Show designs in these colours' }));
    await expect(args.onApply).toHaveBeenLastCalledWith(['#fffbea', '#ffb400', '#ff5a5f']);
  },
};

/** One-colour picture: that colour, picked; unpicking it leaves nothing to apply. */
export const SingleColour: Story = {
  args: { colours: [{ hex: '#1f3a5f', share: 1 }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const navy = canvas.getByRole('button', { name: '#1F3A5F, 100% of the picture' });
    await expect(navy).toHaveTextContent('#1F3A5F 100%');
    await expect(navy).toHaveAttribute('aria-pressed', 'true');
    const apply = canvas.getByRole('button', { name: 'Show designs in these colours' });
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenLastCalledWith(['#1f3a5f']);
    await userEvent.click(navy);
    await expect(apply).toBeDisabled();
    // Picked again, it applies again.
    await userEvent.click(navy);
    await expect(apply).toBeEnabled();
  },
};

/** A picture the browser could not read has no colours: nothing is shown. */
export const Empty: Story = {
  tags: ['no-visual'],
  args: { colours: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'Colours in your picture' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
