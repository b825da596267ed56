import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../../ui/theme/contract.css';
import { MAX_IMAGE_SEARCH_BYTES } from '../../../domain/imageSearch';
import { ImageSearch } from './ImageSearch';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';

const meta = {
  title: 'Features/Catalogue/ImageSearch',
  component: ImageSearch,
  args: { onSearch: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '8rem', padding: vars.space.sm }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const swatch = () => new File([pngBytes], 'swatch.png', { type: 'image/png' });

/** Drops `file` on the drop zone the way a browser does: drag events carrying a real DataTransfer. */
async function dropFile(canvasElement: HTMLElement, file: File) {
  const zone = within(canvasElement).getByTestId('image-drop-zone');
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

/** Closed: only the toggle. It opens the drop area and closes it again. */
export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Search by image' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: 'Search by image' })).toBeNull();

    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const area = canvas.getByRole('region', { name: 'Search by image' });
    await expect(toggle).toHaveAttribute('aria-controls', area.id);
    await expect(within(area).getByText('Drag and drop an image here, or')).toBeVisible();

    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('region', { name: 'Search by image' })).toBeNull();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Open (as for /store?upload=1): the drop area with its button and what it accepts. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search by image' })).toHaveAttribute('aria-expanded', 'true');
    const choose = canvas.getByRole('button', { name: 'Choose an image' });
    await expect(choose).toHaveAccessibleDescription('JPG, PNG, WebP or GIF, up to 10 MB. We show the designs that look most alike.');
    await expect(canvas.getByTestId('image-file-input')).toHaveAttribute('accept', 'image/*');
  },
};

/** An image dropped on the area is searched with. */
export const DropImage: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const file = swatch();
    await dropFile(canvasElement, file);
    await expect(args.onSearch).toHaveBeenCalledOnce();
    // The same pattern, in any colours, unless the shopper chose otherwise.
    await expect(args.onSearch).toHaveBeenCalledWith(file, 'pattern');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** An image chosen with the file picker is searched with. */
export const ChooseImage: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const file = swatch();
    await userEvent.upload(within(canvasElement).getByTestId('image-file-input'), file);
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith(file, 'pattern');
  },
};

/** "Same colours": the shopper looks for designs in the picture's colours, whatever their pattern. */
export const SameColours: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const intents = within(canvas.getByRole('group', { name: 'Look for' }));
    await expect(intents.getByRole('radio', { name: 'Same pattern' })).toBeChecked();
    await userEvent.click(intents.getByRole('radio', { name: 'Same colours' }));
    await expect(intents.getByRole('radio', { name: 'Same colours' })).toBeChecked();
    const file = swatch();
    await userEvent.upload(canvas.getByTestId('image-file-input'), file);
    await expect(args.onSearch).toHaveBeenCalledWith(file, 'colours');
  },
};

/** A file that is not an image: a clear message, and nothing is sent. */
export const WrongType: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    await dropFile(canvasElement, new File(['%PDF-1.7'], 'order-notes.pdf', { type: 'application/pdf' }));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '“order-notes.pdf” is not an image. Choose a JPG, PNG, WebP or GIF file.',
    );
    await expect(args.onSearch).not.toHaveBeenCalled();

    // A good image afterwards clears the message and is searched with.
    await dropFile(canvasElement, swatch());
    await waitFor(() => expect(within(canvasElement).queryByRole('alert')).toBeNull());
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

/** An image over 10 MB: a clear message, and nothing is sent. */
export const TooLarge: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const huge = new File([new Uint8Array(MAX_IMAGE_SEARCH_BYTES + 1)], 'scan.tiff', { type: 'image/tiff' });
    await dropFile(canvasElement, huge);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('“scan.tiff” is larger than 10 MB. Choose a smaller image.');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** While searching: the area says so and takes no other file. */
export const Searching: Story = {
  args: { defaultOpen: true, pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching for similar designs…');
    await expect(canvas.getByRole('button', { name: 'Choose an image' })).toBeDisabled();
    await dropFile(canvasElement, swatch());
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/**
 * On a phone the area offers the camera: "Take a photo" opens the back camera straight
 * away (`capture`), "Choose an image" the photo library; both a finger's size. A photo
 * taken is searched with.
 */
export const PhoneCamera: Story = {
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tap(canvas.getByRole('button', { name: 'Search by image' }));
    const area = within(await canvas.findByRole('region', { name: 'Search by image' }));
    await expect(area.getByText('Take a photo of a swatch, or choose an image')).toBeVisible();
    const takePhoto = area.getByRole('button', { name: 'Take a photo' });
    await expectTouchTarget(takePhoto);
    await expect(takePhoto).toHaveAccessibleDescription('JPG, PNG, WebP or GIF, up to 10 MB. We show the designs that look most alike.');
    await expectTouchTarget(area.getByRole('button', { name: 'Choose an image' }));
    const camera = area.getByTestId('image-camera-input');
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(camera).toHaveAttribute('accept', 'image/*');
    // The library stays a choice of its own: capture would skip it.
    await expect(area.getByTestId('image-file-input')).not.toHaveAttribute('capture');

    const photo = swatch();
    await userEvent.upload(camera, photo);
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith(photo, 'pattern');
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};

/** On a tablet (768 px) too: the camera beside the library, each a finger's size. */
export const TabletCamera: Story = {
  globals: { viewport: { value: 'tablet768' } },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTouchTarget(canvas.getByRole('button', { name: 'Search by image' }));
    await expectTouchTarget(canvas.getByRole('button', { name: 'Take a photo' }));
    await expectTouchTarget(canvas.getByRole('button', { name: 'Choose an image' }));
    await expect(canvas.getByTestId('image-camera-input')).toHaveAttribute('capture', 'environment');
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};
