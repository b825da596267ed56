import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ContentPage } from './ContentPage';

const sections = [
  {
    id: 'scope',
    title: '1. Scope',
    content: <p>These rules cover every design sold on the site.</p>,
  },
  {
    id: 'licences',
    title: '2. Licences',
    content: (
      <ul>
        <li>Commercial</li>
        <li>Commercial Unlimited</li>
        <li>Exclusive</li>
      </ul>
    ),
  },
  {
    id: 'contact',
    title: '3. Contact',
    content: <p>Write to us with any question.</p>,
  },
];

const meta = {
  title: 'Features/Content/ContentPage',
  component: ContentPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Sample policy',
    dateLine: 'Effective date: May 2022',
    lead: <p>The frame every static page shares.</p>,
    sections,
    toc: true,
  },
} satisfies Meta<typeof ContentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A long page: the h1 (also the document title), its date line and lead, an "On this page"
 * navigation whose entries point at the sections, and each section a region named by its h2.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Sample policy');
    await waitFor(() => expect(document.title).toBe('Sample policy'));
    await expect(canvas.getByText('Effective date: May 2022')).toBeVisible();

    const toc = canvas.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['1. Scope', '2. Licences', '3. Contact']);
    for (const link of links) {
      const target = canvasElement.querySelector(link.getAttribute('href')!);
      await expect(target).toHaveAccessibleName(link.textContent!);
    }
    await expect(within(canvas.getByRole('region', { name: '2. Licences' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A short page: no table of contents, only the sections. */
export const WithoutToc: Story = {
  args: { toc: false, dateLine: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByText(/Effective date/)).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Scope',
      '2. Licences',
      '3. Contact',
    ]);
  },
};
