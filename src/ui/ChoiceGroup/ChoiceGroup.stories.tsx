import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoiceGroup, type ChoiceGroupProps } from './ChoiceGroup';

const options = [
  { value: 'pattern', label: 'Same pattern' },
  { value: 'colours', label: 'Same colours' },
] as const;
type Intent = (typeof options)[number]['value'];

/** Owns the value, as a page does, so a choice shows at once. */
function Controlled(props: Omit<ChoiceGroupProps<Intent>, 'value'> & { initial: Intent }) {
  const [value, setValue] = useState<Intent>(props.initial);
  return (
    <ChoiceGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/ChoiceGroup',
  component: Controlled,
  args: { legend: 'Look for', options, initial: 'pattern', onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A click on a label chooses its option; the arrow keys move the choice. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Look for' })).toBeVisible();
    const pattern = canvas.getByRole('radio', { name: 'Same pattern' });
    const colours = canvas.getByRole('radio', { name: 'Same colours' });
    await expect(pattern).toBeChecked();
    await userEvent.click(canvas.getByText('Same colours'));
    await expect(colours).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('colours');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(pattern).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pattern');
  },
};

/** While a search runs the choice is held: no option can be chosen. */
export const Disabled: Story = {
  args: { disabled: true, initial: 'colours' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Same colours' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Same pattern' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Same pattern'));
    await expect(canvas.getByRole('radio', { name: 'Same colours' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
