import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { AdminBanner } from '../../../api/adminTypes';
import { BannerForm } from './BannerForm';

const kidswear: AdminBanner = {
  id: 2,
  imgUrl: '/img/cover/1041.webp',
  groupId: 6,
  groupName: 'Usage Scenario',
  sort: 2,
  title: 'Made for kidswear',
  subtitle: 'Playful prints, tested on soft fabrics',
  tagId: 77,
  tagWord: 'Kidswear',
  colorBg: '#e8f1f2,#7ec8e3',
  productId: null,
};

const meta = {
  title: 'Features/Admin/CurationPanel/BannerForm',
  component: BannerForm,
  args: { open: true, banner: null, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof BannerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog'));

/** A new banner: empty fields, Newest, sort 0, the theme's quiet gradient; Save sends the payload as typed. */
export const New: Story = {
  play: async ({ args }) => {
    const form = dialog();
    await expect(form.getByRole('heading', { name: 'Add banner' })).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Newest' })).toBeChecked();
    await expect(form.getByLabelText('Sort')).toHaveValue('0');
    await userEvent.type(form.getByLabelText('Image URL'), '/img/cover/1002.webp');
    await userEvent.type(form.getByLabelText('Title'), 'Autumn prints');
    await userEvent.type(form.getByLabelText('Linked word'), 'Watercolour');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      imgUrl: '/img/cover/1002.webp',
      groupId: 2,
      sort: 0,
      title: 'Autumn prints',
      subtitle: '',
      tagId: null,
      tagWord: 'Watercolour',
      colorBg: '#f5f3ef,#e6eaf2',
      productId: null,
    });
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** An existing banner: every field filled from it, its two colours in the colour inputs; its word keeps its id when unchanged. */
export const Edit: Story = {
  args: { banner: kidswear },
  play: async ({ args }) => {
    const form = dialog();
    await expect(form.getByRole('heading', { name: 'Edit banner' })).toBeVisible();
    await expect(form.getByLabelText('Image URL')).toHaveValue('/img/cover/1041.webp');
    await expect(form.getByRole('radio', { name: 'Usage Scenario' })).toBeChecked();
    await expect(form.getByLabelText('Sort')).toHaveValue('2');
    await expect(form.getByLabelText('Subtitle')).toHaveValue('Playful prints, tested on soft fabrics');
    await expect(form.getByLabelText('From')).toHaveValue('#e8f1f2');
    await expect(form.getByLabelText('To')).toHaveValue('#7ec8e3');
    await expect(form.getByRole('img', { name: 'Colours #e8f1f2 to #7ec8e3' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ id: 2, tagId: 77, tagWord: 'Kidswear', groupId: 6, sort: 2 }),
    );
  },
};

/** The server named a field: its desc under that field, which is marked invalid. */
export const Refused: Story = {
  args: { banner: kidswear, refusal: { field: 'colorBg', message: "colorBg must be two colours like '#1f3a5f,#c9d6e3'" } },
  play: async () => {
    const form = dialog();
    const group = form.getByRole('group', { name: 'Background colours' });
    await expect(group).toHaveAccessibleDescription("colorBg must be two colours like '#1f3a5f,#c9d6e3'");
    await expect(form.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A refusal about no field of the form: above the fields, announced. */
export const RefusedWithoutField: Story = {
  args: { banner: kidswear, refusal: { message: 'This banner does not exist' } },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('This banner does not exist');
  },
};

/** Saving: Save is busy and the dialog cannot be dismissed. */
export const Saving: Story = {
  args: { banner: kidswear, busy: true },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog().queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};
