import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../ui/theme/contract.css';
import { useStoreFilters } from './useStoreFilters';

/**
 * What the store's controls do to the URL: the current URL, every URL the router has
 * shown (a new one per history entry), and buttons that call the hook's changes,
 * including two changes in one click (before the router re-renders).
 */
function StoreFiltersProbe() {
  const store = useStoreFilters();
  const location = useLocation();
  const navigate = useNavigate();
  const url = `${location.pathname}${location.search}`;
  // Each location the router shows, once (a new location has a new key).
  const [seen, setSeen] = useState([{ key: location.key, url }]);
  if (seen.at(-1)?.key !== location.key) setSeen([...seen, { key: location.key, url }]);

  return (
    <div style={{ display: 'grid', gap: vars.space.md, justifyItems: 'start', fontSize: vars.fontSize.sm }}>
      <output aria-label="Current URL">{url}</output>
      <output aria-label="Words">{store.filters.ids.join(',') || 'none'}</output>
      <div style={{ display: 'flex', gap: vars.space.sm }}>
        <button
          type="button"
          onClick={() => {
            store.toggleWord(203);
            store.toggleWord(301);
          }}
        >
          Two words in one click
        </button>
        <button
          type="button"
          onClick={() => {
            store.setSort('sort,desc');
            store.setPage(1);
          }}
        >
          Sort, then page 2, in one click
        </button>
        <button type="button" onClick={() => store.setSort('sort,desc')}>
          Sort new to old
        </button>
        <button type="button" onClick={store.clearFilters}>
          Clear all
        </button>
        <button type="button" onClick={() => navigate(-1)}>
          Go back
        </button>
      </div>
      <ol aria-label="History">
        {seen.map((entry, index) => (
          <li key={index}>{entry.url}</li>
        ))}
      </ol>
    </div>
  );
}

const meta = {
  title: 'Features/Catalogue/useStoreFilters',
  component: StoreFiltersProbe,
  tags: ['!autodocs'],
  parameters: { route: { path: '/store', url: '/store?q=floral&page=2' } },
} satisfies Meta<typeof StoreFiltersProbe>;
export default meta;
type Story = StoryObj<typeof meta>;

const urlOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current URL' });
const historyOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'History' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Two changes before the router re-renders build on each other: both words, first page, two entries. */
export const QuickChangesCompose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Two words in one click' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?q=floral&ids=203,301$/));
    await expect(canvas.getByRole('status', { name: 'Words' })).toHaveTextContent('203,301');

    await userEvent.click(canvas.getByRole('button', { name: 'Sort, then page 2, in one click' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?q=floral&ids=203,301&sSorts=sort,desc&page=1$/));

    // Back steps through every entry the changes pushed.
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?q=floral&ids=203,301&sSorts=sort,desc$/));
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?q=floral&ids=203,301$/));
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?q=floral&ids=203$/));
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?q=floral&page=2$/));
  },
};

/** The same sort chosen again pushes nothing; "clear all" keeps the sort; a change after back builds on the URL shown. */
export const SameChoicePushesNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort new to old' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?q=floral&sSorts=sort,desc$/));
    await userEvent.click(canvas.getByRole('button', { name: 'Sort new to old' }));
    await expect(historyOf(canvasElement)).toEqual(['/store?q=floral&page=2', '/store?q=floral&sSorts=sort,desc']);

    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?sSorts=sort,desc$/));

    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?q=floral&sSorts=sort,desc$/));
    await userEvent.click(canvas.getByRole('button', { name: 'Two words in one click' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?q=floral&ids=203,301&sSorts=sort,desc$/));
  },
};
