import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { vars } from '../theme/contract.css';
import { LoadingIndicator, type LoadingIndicatorProps } from './LoadingIndicator';

const meta = {
  title: 'UI/LoadingIndicator',
  component: LoadingIndicator,
  args: { active: false },
} satisfies Meta<typeof LoadingIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultDelay = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const findBar = (doc: Document) => doc.querySelector<HTMLElement>('[data-loading-bar]');

/** Counts every time the bar is put on screen, so a story can prove it never was. */
function watchBarAppearances(doc: Document) {
  let appearances = 0;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLElement && node.matches('[data-loading-bar]')) appearances += 1;
      }
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return {
    stop: () => {
      observer.disconnect();
      return appearances;
    },
  };
}

/** Requests in flight: after the delay the bar shows across the top and 'Loading' is announced. */
export const Active: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading'));
    const bar = findBar(doc);
    await expect(bar).toBeVisible();
    await expect(bar!.getBoundingClientRect().top).toBe(0);
  },
};

/** Nothing in flight: no bar and nothing announced, even after the delay. */
export const Inactive: Story = {
  play: async ({ canvasElement }) => {
    await sleep(defaultDelay * 2);
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await expect(findBar(canvasElement.ownerDocument)).toBeNull();
  },
};

/** Stands in for the app: each button keeps one request in flight for a while. */
function RequestDemo(args: LoadingIndicatorProps) {
  const [inFlight, setInFlight] = useState(0);
  const request = (ms: number) => {
    setInFlight((count) => count + 1);
    window.setTimeout(() => setInFlight((count) => count - 1), ms);
  };
  return (
    <div style={{ display: 'flex', gap: vars.space.sm }}>
      <Button variant="secondary" onClick={() => request(50)}>
        Quick request
      </Button>
      <Button variant="secondary" onClick={() => request(600)}>
        Slow request
      </Button>
      <LoadingIndicator {...args} active={inFlight > 0} />
    </div>
  );
}

/** A request that ends before the delay never shows the bar: no flash for fast responses. */
export const ShortRequest: Story = {
  render: (args) => <RequestDemo {...args} />,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const watcher = watchBarAppearances(doc);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quick request' }));
    await sleep(defaultDelay * 2);
    await expect(watcher.stop()).toBe(0);
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A request longer than the delay shows the bar after the delay and removes it when it ends. */
export const SlowRequest: Story = {
  render: (args) => <RequestDemo {...args} />,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Slow request' }));
    await expect(findBar(doc)).toBeNull();
    await waitFor(() => expect(findBar(doc)).toBeVisible());
    await expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(findBar(doc)).toBeNull());
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
  },
};
