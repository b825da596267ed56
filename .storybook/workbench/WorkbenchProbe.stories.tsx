import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { probeCountAtom, WorkbenchProbe } from './WorkbenchProbe';

const ping = (desc: string) => [http.get('/api/workbench/ping', () => HttpResponse.json({ code: 200, desc }))];

const meta = {
  title: 'App/Workbench/Decorators',
  component: WorkbenchProbe,
  parameters: { msw: { handlers: { workbench: ping('pong') } } },
} satisfies Meta<typeof WorkbenchProbe>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without parameters: an empty store, the router at '/', and the MSW answer. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Count')).toHaveTextContent('0');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/');
    await expect(await canvas.findByText('pong')).toBeVisible();
  },
};

/** `parameters.jotai` hydrates a fresh store; the story's changes stay in it. */
export const HydratedStore: Story = {
  parameters: { jotai: [[probeCountAtom, 41]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Count')).toHaveTextContent('41');
    await userEvent.click(canvas.getByRole('button', { name: 'Add one' }));
    await expect(canvas.getByLabelText('Count')).toHaveTextContent('42');
  },
};

/** A story after HydratedStore starts from a fresh store again, not from 42. */
export const FreshStoreEachStory: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Count')).toHaveTextContent('0');
  },
};

/** `parameters.route` mounts the story at a route pattern and URL. */
export const Routed: Story = {
  parameters: { route: { path: '/detail/:productId', url: '/detail/42?licence=5' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/detail/42?licence=5');
    await expect(canvas.getByTestId('product')).toHaveTextContent('42');
  },
};

/** A story overrides one domain's handlers by key. */
export const OverriddenHandlers: Story = {
  parameters: { msw: { handlers: { workbench: ping('overridden') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('overridden')).toBeVisible();
  },
};
