import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productHandlers } from '../../../../mocks/handlers';
import { MoreLikeThis } from './MoreLikeThis';

const meta = {
  title: 'Features/Product/MoreLikeThis',
  component: MoreLikeThis,
  args: { productId: 1001 },
  parameters: { route: { path: '/detail/:productId', url: '/detail/1001' } },
} satisfies Meta<typeof MoreLikeThis>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Design 1001's row: designs with its pattern, each linking to its own page, six in view; Next moves on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('region', { name: 'Designs like this one' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'More like this' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Same pattern' })).toBeChecked();
    await expect(canvas.getByText('Designs with the same pattern, in any colours')).toBeVisible();
    const links = within(row).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(6);
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/detail\/\d+$/);
    // Never the design itself.
    await expect(links.map((link) => link.getAttribute('href'))).not.toContain('/detail/1001');
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled());
  },
};

/**
 * Looking for its colours: designs in the colours of design 1001, whatever their pattern (in the
 * mock world, those drawn in its named palette), and the words saying so.
 */
export const SameColours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Designs like this one' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Same colours' }));
    const row = await canvas.findByRole('region', { name: 'Designs in its colours' });
    await expect(canvas.getByText('Designs in the same colours, any pattern')).toBeVisible();
    const links = within(row).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links.map((link) => link.getAttribute('href'))).not.toContain('/detail/1001');
  },
};

/** While the row loads it keeps its place (a heading, the choice and placeholders), marked busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: { product: productHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'More like this' });
    await expect(canvas.getByRole('radio', { name: 'Same pattern' })).toBeChecked();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server fails: the row says so and offers to try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { product: productHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent('Designs like this one could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** No design like it (or its signature not measured yet): the row leaves the page. */
export const Empty: Story = {
  parameters: { msw: { handlers: { product: productHandlers.empty } } },
  decorators: [
    (Story) => (
      <div>
        <p>The design’s page ends here.</p>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'More like this' })).toBeNull());
    await expect(canvas.getByText('The design’s page ends here.')).toBeVisible();
  },
};
