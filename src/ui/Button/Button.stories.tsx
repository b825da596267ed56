import { Fragment } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add To Bag', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main action. Clicks, Enter and Space all activate it. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add To Bag' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'View Cart' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View Cart' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Text: Story = {
  args: { variant: 'text', children: 'Forgot password?' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** An icon alone is named by `aria-label`. */
export const IconOnly: Story = {
  args: { variant: 'icon', 'aria-label': 'Close', children: <Icon name="close" /> },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** While loading, the button is busy and a second click is ignored (submit lock). */
export const Loading: Story = {
  args: { loading: true, children: 'Send' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Disabled buttons cannot be clicked or focused. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add To Bag' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Every variant and size side by side, for design review. */
export const Overview: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 16, alignItems: 'center' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Fragment key={size}>
          <Button {...args} size={size}>
            Primary
          </Button>
          <Button {...args} size={size} variant="secondary">
            Secondary
          </Button>
          <Button {...args} size={size} variant="text">
            Text
          </Button>
          <Button {...args} size={size} variant="icon" aria-label="Search">
            <Icon name="search" />
          </Button>
        </Fragment>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(12);
  },
};
