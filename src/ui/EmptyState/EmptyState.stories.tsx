import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No designs found', description: 'Try fewer filters or another keyword.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No designs found' })).toBeVisible();
    await expect(canvas.getByText('Try fewer filters or another keyword.')).toBeVisible();
  },
};

/** With an action that gets the person going again. */
export const WithAction: Story = {
  args: {
    title: 'Your cart is empty',
    description: undefined,
    icon: 'cart',
    headingLevel: 3,
    action: <Button onClick={fn()}>Browse designs</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Your cart is empty' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Browse designs' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};
