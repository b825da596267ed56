import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureTokens } from '../../mocks/fixtures/members';
import { WorldProbe } from './WorldProbe';

const meta = {
  title: 'App/Workbench/MSW World',
  component: WorldProbe,
  args: { token: fixtureTokens.ada },
} satisfies Meta<typeof WorldProbe>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Search, add to cart, add again ('Product exist'), list: state kept within the story. */
export const StatefulCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    const log = canvas.getByRole('list', { name: 'Log' });
    await expect(await within(log).findByText(/^cart holds/)).toBeVisible();
    const items = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    await expect(items[0]).toMatch(/^found \d+ floral designs$/);
    await expect(items[2]).toBe('again: 409 Product exist');
    // The fixture cart of ada holds two designs already; the new one is added after them.
    await expect(items[3]).toMatch(/^cart holds PT-\d{5}, PT-\d{5}, PT-\d{5} for ada@example.com$/);
  },
};
