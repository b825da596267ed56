import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { acceptedBrands } from '../checkout';
import { CardBrandIcon } from './CardBrandIcon';

const meta = {
  title: 'Features/Checkout/CardBrandIcon',
  component: CardBrandIcon,
  args: { brand: 'visa' },
} satisfies Meta<typeof CardBrandIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three brands the shop takes, each named for screen readers. */
export const AllBrands: Story = {
  render: () => (
    <ul aria-label="Accepted cards" style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0 }}>
      {acceptedBrands.map((brand) => (
        <li key={brand}>
          <CardBrandIcon brand={brand} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
    ]);
    await expect(canvas.getByRole('img', { name: 'Visa' })).toHaveTextContent('VISA');
    await expect(canvas.getByRole('img', { name: 'American Express' })).toHaveTextContent('AMEX');
  },
};

/** Beside text that already names the brand, the mark is hidden from screen readers. */
export const Decorative: Story = {
  args: { brand: 'mastercard', label: '' },
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <CardBrandIcon {...args} /> Mastercard
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Mastercard')).toBeVisible();
  },
};
