import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { words } from '../../../../mocks/fixtures/catalogue';
import { productHandlers } from '../../../../mocks/handlers';
import { waitForImagesInView } from '../home.stories-support';
import { ShopByCollection } from './ShopByCollection';

const wordId = (word: string) => words.find((w) => w.word === word)!.id;

const meta = {
  title: 'Features/Home/ShopByCollection',
  component: ShopByCollection,
} satisfies Meta<typeof ShopByCollection>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One card per banner group, in the spec's order (2 Newest, 6 Usage Scenario, 7 Style):
 * the group's name, its cover, and each banner of the group as a link.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Shop By Collection' });
    await waitFor(() => expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3));
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    await expect(names).toEqual(['Newest', 'Usage Scenario', 'Style']);

    const newest = within(section).getByRole('link', { name: 'New this week (opens in a new tab)' });
    await expect(newest).toHaveAttribute('href', '/detail/1013');
    await expect(newest).toHaveAttribute('target', '_blank');
    await expect(within(section).getByRole('link', { name: 'Made for kidswear' })).toHaveAttribute(
      'href',
      `/store?ids=${wordId('Kidswear')}`,
    );
    await expect(within(section).getByRole('link', { name: 'Watercolour' })).toHaveAttribute('href', `/store?ids=${wordId('Watercolour')}`);
    await expect(within(section).getByText('Playful prints, tested on soft fabrics')).toBeVisible();
    await expect(section.querySelectorAll('img')).toHaveLength(3);
    await waitForImagesInView(section);
  },
};

/** While the banners load, three card-shaped blocks hold the grid's place. */
export const Loading: Story = {
  parameters: { msw: { handlers: { product: productHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Shop By Collection' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).getByRole('status')).toHaveTextContent('Loading collections');
    await expect(within(section).queryAllByRole('link')).toHaveLength(0);
  },
};

/** A failed load: the section stays, with a quiet message, the server's words and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { product: productHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Shop By Collection' });
    await expect(await within(section).findByText(/could not be loaded/)).toHaveTextContent(
      'Collections could not be loaded. Server error, please try again later',
    );
    await expect(within(section).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(section).not.toHaveAttribute('aria-busy');
  },
};

/** No banners, no collections: the section leaves the page once the answer is in. */
export const Empty: Story = {
  // The section renders nothing; the line after it gives the baseline something to show.
  decorators: [
    (Story) => (
      <>
        <Story />
        <p>The next section follows directly.</p>
      </>
    ),
  ],
  parameters: { msw: { handlers: { product: productHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // First it waits for the answer (the section is there, busy), then it goes.
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Shop By Collection' })).not.toBeInTheDocument());
    await expect(canvas.getByText('The next section follows directly.')).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
