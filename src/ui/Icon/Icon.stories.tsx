import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { icons, type IconName } from './icons';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'search' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A decorative icon is hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
  },
};

/** An icon that stands alone carries its own accessible name. */
export const Labelled: Story = {
  args: { name: 'cart', label: 'Shopping cart', size: '32px' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Shopping cart' })).toBeVisible();
  },
};

/** The whole set, for designers. */
export const Gallery: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 120px)', gap: 16, listStyle: 'none', padding: 0 }}>
      {(Object.keys(icons) as IconName[]).map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon name={name} size="28px" />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(Object.keys(icons).length);
  },
};
