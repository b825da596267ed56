import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Stack } from './Stack';

const meta = {
  title: 'UI/Stack',
  component: Stack,
  args: { gap: 'md' },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A form's fields, one under the other, stretched to the column's width. */
export const Default: Story = {
  render: (args) => (
    <Stack {...args} as="form" aria-label="Profile" style={{ width: 320 }}>
      <TextField label="Name" defaultValue="Ada" />
      <TextField label="Email" type="email" defaultValue="ada@example.com" />
      <Button type="submit">Save</Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Profile' });
    await expect(form).toBeVisible();
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const save = canvas.getByRole('button', { name: 'Save' });
    for (const element of [name, email, save]) await expect(element).toBeVisible();
    // One under the other, in reading order, with space between them.
    const [a, b, c] = [name, email, save].map((element) => element.getBoundingClientRect());
    await expect(b!.top).toBeGreaterThan(a!.bottom);
    await expect(c!.top).toBeGreaterThan(b!.bottom);
    // Stretched: the button is as wide as the form.
    await expect(Math.round(c!.width)).toBe(Math.round(form.getBoundingClientRect().width));
  },
};

/** `align="start"`: each child keeps its own width, at the column's start. */
export const AlignStart: Story = {
  args: { gap: 'sm', align: 'start' },
  render: (args) => (
    <Stack {...args} as="ul" aria-label="Actions" style={{ width: 320, listStyle: 'none', margin: 0, padding: 0 }}>
      <li>
        <Button variant="secondary">Download</Button>
      </li>
      <li>
        <Button variant="secondary">Request a replacement</Button>
      </li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const download = canvas.getByRole('button', { name: 'Download' }).getBoundingClientRect();
    const replace = canvas.getByRole('button', { name: 'Request a replacement' }).getBoundingClientRect();
    await expect(replace.top).toBeGreaterThan(download.bottom);
    await expect(Math.round(replace.left)).toBe(Math.round(download.left));
    await expect(download.width).toBeLessThan(replace.width);
  },
};
