import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { productHandlers } from '../../../../mocks/handlers';
import { selectAllType } from '../../../api/product';
import { Button } from '../../../ui/Button/Button';
import { vars } from '../../../ui/theme/contract.css';
import { GlobalLoading } from './GlobalLoading';

/**
 * Stands in for a page: 'Load designs' sends a call counted by the loading indicator
 * (the product scenario keeps it in flight); 'Cancel' or leaving the story aborts it, so
 * the shared counter never carries a request into the next story.
 */
function RequestDemo() {
  const controllers = useRef<AbortController[]>([]);
  const cancel = () => {
    controllers.current.forEach((controller) => controller.abort());
    controllers.current = [];
  };
  useEffect(() => cancel, []);
  return (
    <div style={{ display: 'flex', gap: vars.space.sm }}>
      <Button
        variant="secondary"
        onClick={() => {
          const controller = new AbortController();
          controllers.current.push(controller);
          selectAllType({ loading: true, signal: controller.signal }).catch(() => {});
        }}
      >
        Load designs
      </Button>
      <Button variant="secondary" onClick={cancel}>
        Cancel
      </Button>
    </div>
  );
}

const meta = {
  title: 'Features/Chrome/GlobalLoading',
  component: GlobalLoading,
  parameters: { msw: { handlers: { product: productHandlers.slow } } },
  decorators: [
    (Story) => (
      <>
        <RequestDemo />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof GlobalLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

const findBar = () => document.querySelector<HTMLElement>('[data-loading-bar]');

/** A slow request in flight: the bar shows across the top and 'Loading' is announced; it goes when the request ends. */
export const SlowRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(findBar()).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Load designs' }));
    await waitFor(() => expect(findBar()).toBeVisible());
    await expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(findBar()).toBeNull());
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // Again, for the picture: the bar while a request is in flight.
    await userEvent.click(canvas.getByRole('button', { name: 'Load designs' }));
    await waitFor(() => expect(findBar()).toBeVisible());
  },
};

/** On a /sketch/ page the indicator never shows, even with a slow request in flight. */
export const HiddenOnSketch: Story = {
  parameters: { route: { url: '/sketch/x' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load designs' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(findBar()).toBeNull();
    await expect(screen.queryByRole('status')).toBeNull();
  },
};
