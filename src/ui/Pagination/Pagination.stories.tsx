import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Holds the page like a real list would, so clicks visibly move the current page. */
function PaginationWithState(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 0, total: 1234, pageSize: 100, onPageChange: fn() },
  render: (args) => <PaginationWithState {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Labels of the page buttons in order, as people read them. */
const pageLabels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent);

/** 1234 items at 100 a page make 13 pages. Buttons report zero-based pages: "3" is page 2. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const pager = within(nav);
    await expect(pageLabels(nav)).toEqual(['1', '2', '3', '4', '5', '13']);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(pager.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');

    await userEvent.click(pager.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    // Keyboard: back to page 2 with Shift+Tab and Enter.
    await userEvent.tab({ shift: true });
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // The current page does not ask for itself again.
    await userEvent.click(pager.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

/** On the first page there is nothing before it: Previous is disabled and skipped by Tab. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    const previous = pager.getByRole('button', { name: /Previous/ });
    await expect(previous).toBeDisabled();
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On the last page Next is disabled; arriving there with Next leaves focus on the current page. */
export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const pager = within(nav);
    await expect(pageLabels(nav)).toEqual(['1', '9', '10', '11', '12', '13']);
    await expect(pager.getByRole('button', { name: 'Page 13' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: /Next/ })).toBeDisabled();

    await userEvent.click(pager.getByRole('button', { name: /Previous/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    const next = pager.getByRole('button', { name: /Next/ });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(next).toBeDisabled();
    await waitFor(() => expect(pager.getByRole('button', { name: 'Page 13' })).toHaveFocus());
  },
};

/** In the middle, gaps on both sides stand for the hidden pages: 1 … 6 7 8 … 13. */
export const Middle: Story = {
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(pageLabels(nav)).toEqual(['1', '6', '7', '8', '13']);
    await expect(within(nav).getAllByText('…')).toHaveLength(2);
    await expect(within(nav).getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: /Previous/ })).toBeEnabled();
    await expect(within(nav).getByRole('button', { name: /Next/ })).toBeEnabled();
  },
};

/** Everything fits on one page (100 items, 100 a page): no pager at all under the list. */
export const SinglePage: Story = {
  args: { total: 100 },
  render: (args) => (
    <div>
      <p>Showing all 100 designs</p>
      <PaginationWithState {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing all 100 designs')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
