import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { colourSwatches } from '../../domain/colour';
import { ColourPicker, type ColourPickerProps } from './ColourPicker';

/** The picker holding its own value, as the store's URL holds it for the real panel. */
function Stateful(props: ColourPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: '20rem' }}>
      <ColourPicker
        {...props}
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/ColourPicker',
  component: ColourPicker,
  render: (args) => <Stateful {...args} />,
  args: { swatches: colourSwatches, value: [], onChange: fn() },
} satisfies Meta<typeof ColourPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked: a swatch picks its colour and shows it pressed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Colour' })).toBeVisible();
    await expect(canvas.getByText('Pick up to 3 colours.')).toBeVisible();
    const navy = canvas.getByRole('button', { name: 'Navy' });
    await expect(navy).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(navy);
    await expect(args.onChange).toHaveBeenLastCalledWith(['#1f3a5f']);
    await expect(navy).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Two picked: pressing one again takes it out, the other stays. */
export const Picked: Story = {
  args: { value: ['#1f3a5f', '#f3ecdc'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Cream' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Cream' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['#1f3a5f']);
  },
};

/** Three picked, the most: the other swatches are disabled and the hint says so; a picked one can still go. */
export const Full: Story = {
  args: { value: ['#1f3a5f', '#f3ecdc', '#c8553d'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 of 3 colours picked.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Teal' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Hex colour' }), '#00ff00{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Up to 3 colours: remove one first.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Terracotta' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['#1f3a5f', '#f3ecdc']);
    await expect(canvas.getByRole('button', { name: 'Teal' })).toBeEnabled();
  },
};

/** Any other colour by hex, with or without '#', short or long form. */
export const HexEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Hex colour' });
    await userEvent.type(field, 'B7410E');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['#b7410e']);
    await expect(field).toHaveValue('');
    await userEvent.type(field, '#abc{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['#b7410e', '#aabbcc']);
  },
};

/** A malformed hex is refused with the format to use, and nothing is picked. */
export const InvalidHex: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Hex colour' });
    await userEvent.type(field, 'navy{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a colour as # and six hex digits, e.g. #1f3a5f.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('navy');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
