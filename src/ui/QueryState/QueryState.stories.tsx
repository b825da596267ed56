import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueryState } from './QueryState';

const boards = ['Spring florals', 'Indigo stripes', 'Kitchen linens'];

const meta = {
  title: 'UI/QueryState',
  component: QueryState<string[]>,
  args: {
    data: boards,
    errorTitle: 'Your boards could not be loaded',
    onRetry: fn(),
    loadingLabel: 'Loading boards',
    isEmpty: (list: string[]) => list.length === 0,
    empty: { icon: 'heart', title: 'No boards yet', description: 'Create a board, then save designs to it.' },
    children: (list: string[]) => (
      <ul aria-label="Boards">
        {list.map((board) => (
          <li key={board}>{board}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof QueryState<string[]>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing yet: a spinner that says what is loading, and nothing else. */
export const Loading: Story = {
  args: { data: undefined, loadingClassName: undefined, spinnerSize: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading boards');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** The request failed: its heading, the server's message, and Try again, which calls back. */
export const Error: Story = {
  args: { data: undefined, error: 'The server is not answering. Try again in a moment.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your boards could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('The server is not answering. Try again in a moment.')).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Loaded, with nothing in it: the empty state, at the heading level asked for. */
export const Empty: Story = {
  args: { data: [], headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No boards yet' })).toBeVisible();
    await expect(canvas.getByText('Create a board, then save designs to it.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Loaded: the caller's content, drawn from the data, and no state around it. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Boards' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(boards.length);
    for (const board of boards) await expect(canvas.getByText(board)).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};
