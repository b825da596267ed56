import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tabs, type TabsProps } from './Tabs';

const designTabs = [
  {
    value: 'details',
    label: 'Details',
    content: <p>Seamless repeat, 60 × 60 cm at 300 dpi, delivered as layered PSD and flat TIFF.</p>,
  },
  {
    value: 'licences',
    label: 'Licences',
    content: <p>Standard licence: up to 5,000 printed products. Extended licence: unlimited products.</p>,
  },
  {
    value: 'designer',
    label: 'Designer',
    content: <p>Drawn by Studio Marigold, a textile studio working from Lisbon.</p>,
  },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { items: designTabs, 'aria-label': 'Design information', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is selected; a click on another tab shows its panel instead. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Design information' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Seamless repeat');

    await userEvent.click(canvas.getByRole('tab', { name: 'Licences' }));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('licences');
    await expect(canvas.getByRole('tab', { name: 'Licences' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Licences' })).toHaveTextContent('Standard licence');
    await expect(canvas.queryByText(/Seamless repeat/)).toBeNull();
  },
};

/**
 * Keyboard: Tab reaches the selected tab, the arrow keys move and select (wrapping at
 * the ends), Home and End jump to the first and last tab, and Tab moves into the panel.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('tab', { name: 'Details' });
    const licences = canvas.getByRole('tab', { name: 'Licences' });
    const designer = canvas.getByRole('tab', { name: 'Designer' });

    await userEvent.tab();
    await expect(details).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(licences).toHaveFocus();
    await expect(licences).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('licences');

    await userEvent.keyboard('{End}');
    await expect(designer).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Designer' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(details).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(designer).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(details).toHaveFocus();
    await expect(details).toHaveAttribute('aria-selected', 'true');

    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveFocus();
  },
};

/** The parent owns the selection, so a control outside the tabs can switch them. */
function ControlledTabs({ value: initialValue, onValueChange, ...args }: TabsProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <div>
      <Button variant="text" onClick={() => setValue('licences')}>
        Compare licences
      </Button>
      <Tabs
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
    </div>
  );
}

/** Controlled: the page selects 'Licences' from outside; a tab click reports the new value. */
export const Controlled: Story = {
  args: { value: 'details' },
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Compare licences' }));
    await expect(canvas.getByRole('tab', { name: 'Licences' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Licences' })).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('tab', { name: 'Designer' }));
    // Simulated clicks focus the tab before React re-renders, so Radix may report the same
    // value twice (mousedown, then focus); what matters is that only 'designer' is reported.
    await expect(args.onValueChange).toHaveBeenLastCalledWith('designer');
    await expect(args.onValueChange).not.toHaveBeenCalledWith('details');
    await expect(args.onValueChange).not.toHaveBeenCalledWith('licences');
    await expect(canvas.getByRole('tabpanel', { name: 'Designer' })).toHaveTextContent('Studio Marigold');
  },
};
