import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../../ui/theme/contract.css';
import { HomeSection, SectionState } from './HomeSection';

const placeholder = <div style={{ height: 160, background: vars.color.surfaceSunken, borderRadius: vars.radius.md }} />;

const meta = {
  title: 'Features/Home/HomeSection',
  component: HomeSection,
  args: { title: 'Best Sellers', description: 'What buyers license most this month.', children: placeholder },
} satisfies Meta<typeof HomeSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A home section is a region named by its h2, with an optional line under it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Best Sellers' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Best Sellers' })).toBeVisible();
    await expect(within(region).getByText('What buyers license most this month.')).toBeVisible();
    await expect(region).not.toHaveAttribute('aria-busy');
  },
};

/** The quiet eyebrow heading of the logo row. */
export const Eyebrow: Story = {
  args: { title: 'USED & TRUSTED BY', titleStyle: 'eyebrow', description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'USED & TRUSTED BY' })).toBeVisible();
  },
};

/** Loading: the section says it is busy and a named spinner sits over a placeholder of the content's size. */
export const Loading: Story = {
  args: { busy: true, children: <SectionState placeholder={placeholder} loadingLabel="Loading best sellers" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Best Sellers' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading best sellers');
  },
};

const onRetry = fn();
/** Failed: the message with the server's words and a Try again button. */
export const Failed: Story = {
  args: {
    children: (
      <SectionState
        placeholder={placeholder}
        error={{ message: 'Best sellers could not be loaded. Server error, please try again later', onRetry }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Best sellers could not be loaded. Server error, please try again later')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
