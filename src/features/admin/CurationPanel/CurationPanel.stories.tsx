import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { adminHandlers } from '../../../../mocks/handlers/admin';
import { recordCalls } from '../../../../mocks/handlers/record';
import { world } from '../../../../mocks/world';
import { endpoints } from '../../../api/endpoints';
import { loggedInAs } from '../../session';
import { imagesLoaded, toastShown } from '../admin.stories-support';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { CurationPanel } from './CurationPanel';

const saveCall = recordCalls('post', endpoints.adminBannerSave.path);
const deleteCall = recordCalls('post', endpoints.adminBannerDelete.path);
const pinsCall = recordCalls('post', endpoints.adminBestSellersSave.path);
const recorders = [saveCall, deleteCall, pinsCall];

const meta = {
  title: 'Features/Admin/CurationPanel',
  component: CurationPanel,
  // The section as the back office shows it, under the page's h1, without the frame
  // (AdminLayout has its own stories, and its changes do not move these baselines).
  render: () => (
    <main>
      <h1 className={visuallyHidden}>Back office</h1>
      <CurationPanel />
    </main>
  ),
  parameters: {
    jotai: loggedInAs(fixtureSessions.operator),
    route: { path: '/admin/home' },
    msw: { handlers: { admin: [...recorders.map((r) => r.handler), ...adminHandlers.default] } },
  },
  beforeEach: () => {
    for (const recorder of recorders) recorder.calls.length = 0;
  },
} satisfies Meta<typeof CurationPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 15_000 };
const serial = (productId: number) => world().designById.get(productId)!.imgSn;
const bannersPart = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Banners' }));
const bestSellersPart = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Best sellers' }));
const group = (canvasElement: HTMLElement, name: string) => within(bannersPart(canvasElement).getByRole('region', { name }));
/** The pinned designs, top to bottom. */
const pinned = (canvasElement: HTMLElement) =>
  within(bestSellersPart(canvasElement).getByRole('list', { name: 'Pinned designs' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const bannersShown = (canvasElement: HTMLElement) => within(canvasElement).findByRole('listitem', { name: 'New this week' }, T);
const dialog = () => screen.findByRole('dialog', {}, T);

/**
 * The fixture world's three banners, one per group, each with its image (alt = title),
 * subtitle, sort, gradient and link; nothing pinned yet, and the line that says sales fill the row.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Home page' })).toBeVisible();
    await bannersShown(canvasElement);
    await expect(
      bannersPart(canvasElement)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Newest', 'Usage Scenario', 'Style']);
    const newest = within(group(canvasElement, 'Newest').getByRole('listitem', { name: 'New this week' }));
    await expect(newest.getByRole('img', { name: 'New this week' })).toHaveAttribute('src', world().banners[0]!.imgUrl);
    await expect(newest.getByText('Fresh florals and geometrics, ready to print')).toBeVisible();
    await expect(newest.getByText('Sort 1')).toBeVisible();
    await expect(newest.getByRole('img', { name: 'Colours #f4e9dc to #f2a65a' })).toBeVisible();
    await expect(newest.getByText(`Links design ${world().banners[0]!.productId}`)).toBeVisible();
    await expect(group(canvasElement, 'Usage Scenario').getByText('Links the word Kidswear')).toBeVisible();
    await expect(group(canvasElement, 'Style').getByRole('listitem', { name: 'Watercolour' })).toBeVisible();

    const best = bestSellersPart(canvasElement);
    await expect(await best.findByText(/sales fill the rest of the row/, {}, T)).toBeVisible();
    await expect(best.getByText(/No design is pinned/)).toBeVisible();
    await expect(best.getByRole('button', { name: 'Save' })).toBeDisabled();
    await imagesLoaded(canvasElement);
  },
};

/** No banners at all: a message with a way to add the first. */
export const Empty: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const banners = bannersPart(canvasElement);
    await expect(await banners.findByRole('heading', { level: 4, name: 'No banners yet' }, T)).toBeVisible();
    await expect(banners.getAllByRole('button', { name: /Add banner/ })).toHaveLength(2);
    await expect(await bestSellersPart(canvasElement).findByText(/No design is pinned/, {}, T)).toBeVisible();
  },
};

/** Waiting for both answers: a spinner for each part. */
export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    await expect(await bannersPart(canvasElement).findByRole('status', {}, T)).toHaveTextContent('Loading the banners');
    await expect(bestSellersPart(canvasElement).getByRole('status')).toHaveTextContent('Loading the pinned designs');
    await expect(bannersPart(canvasElement).getByRole('button', { name: /Add banner/ })).toBeDisabled();
  },
};

/** The server's error envelope: each part says so with the server's desc and Try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.error } } },
  play: async ({ canvasElement }) => {
    const banners = bannersPart(canvasElement);
    await expect(await banners.findByRole('heading', { name: 'The banners could not be loaded' }, T)).toBeVisible();
    await expect(banners.getByText('Server error, please try again later')).toBeVisible();
    await expect(banners.getByRole('button', { name: 'Try again' })).toBeVisible();
    const best = bestSellersPart(canvasElement);
    await expect(await best.findByRole('heading', { name: 'The pinned designs could not be loaded' }, T)).toBeVisible();
    await expect(best.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A new banner in Style, with a linked design and a darker second colour: the body sent, then the banner in its group. */
export const AddBanner: Story = {
  play: async ({ canvasElement }) => {
    await bannersShown(canvasElement);
    await userEvent.click(bannersPart(canvasElement).getByRole('button', { name: 'Add banner' }));
    const form = within(await dialog());
    await expect(form.getByRole('heading', { name: 'Add banner' })).toBeVisible();
    await userEvent.type(form.getByLabelText('Image URL'), '/img/cover/1005.webp');
    await userEvent.click(form.getByRole('radio', { name: 'Style' }));
    await userEvent.clear(form.getByLabelText('Sort'));
    await userEvent.type(form.getByLabelText('Sort'), '5');
    await userEvent.type(form.getByLabelText('Title'), 'Winter botanicals');
    await userEvent.type(form.getByLabelText('Subtitle'), 'Frosted leaves in layered files');
    await userEvent.type(form.getByLabelText('Linked design (product id)'), '1005');
    fireEvent.input(form.getByLabelText('To'), { target: { value: '#1f3a5f' } });
    await expect(form.getByRole('img', { name: /^Colours #[0-9a-f]{6} to #1f3a5f$/ })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saveCall.calls).toHaveLength(1), T);
    await expect(saveCall.calls[0]).toEqual({
      imgUrl: '/img/cover/1005.webp',
      groupId: 7,
      sort: 5,
      title: 'Winter botanicals',
      subtitle: 'Frosted leaves in layered files',
      tagId: null,
      tagWord: null,
      colorBg: expect.stringMatching(/^#[0-9a-f]{6},#1f3a5f$/),
      productId: 1005,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), T);
    const added = within(await group(canvasElement, 'Style').findByRole('listitem', { name: 'Winter botanicals' }, T));
    await expect(added.getByText('Sort 5')).toBeVisible();
    await expect(added.getByText('Links design 1005')).toBeVisible();
    await expect(
      group(canvasElement, 'Style')
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Watercolour', 'Winter botanicals']);
    await screen.findAllByText('Banner added', {}, T);
    await toastShown('Banner added');
    await imagesLoaded(canvasElement);
  },
};

/** A linked design the shop does not have: the server's desc on that field, the dialog open, what was typed kept. */
export const EditBannerRefused: Story = {
  play: async ({ canvasElement }) => {
    await bannersShown(canvasElement);
    await userEvent.click(bannersPart(canvasElement).getByRole('button', { name: 'Edit Made for kidswear' }));
    const form = within(await dialog());
    await expect(form.getByRole('heading', { name: 'Edit banner' })).toBeVisible();
    await expect(form.getByLabelText('Title')).toHaveValue('Made for kidswear');
    await expect(form.getByLabelText('Linked word')).toHaveValue('Kidswear');
    await expect(form.getByRole('radio', { name: 'Usage Scenario' })).toBeChecked();
    await userEvent.clear(form.getByLabelText('Title'));
    await userEvent.type(form.getByLabelText('Title'), 'Made for little ones');
    await userEvent.type(form.getByLabelText('Linked design (product id)'), '99999');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    const desc = 'productId 99999 is not a design of the shop';
    await expect(await form.findByText(desc, {}, T)).toBeVisible();
    await expect(saveCall.calls).toEqual([
      expect.objectContaining({ id: 2, title: 'Made for little ones', productId: 99999, tagWord: 'Kidswear' }),
    ]);
    const productId = form.getByLabelText('Linked design (product id)');
    await expect(productId).toHaveAttribute('aria-invalid', 'true');
    await expect(productId).toHaveAccessibleDescription(expect.stringContaining(desc));
    await expect(productId).toHaveValue('99999');
    await expect(form.getByLabelText('Title')).toHaveValue('Made for little ones');
    await expect(screen.getByRole('dialog')).toBeVisible();
    // Nothing was saved.
    await expect(world().banners.find((b) => b.id === 2)).toMatchObject({ title: 'Made for kidswear', productId: null });
  },
};

/** Delete asks first; confirmed, the id is sent and the banner leaves its group. */
export const DeleteBanner: Story = {
  play: async ({ canvasElement }) => {
    await bannersShown(canvasElement);
    await userEvent.click(bannersPart(canvasElement).getByRole('button', { name: 'Delete Watercolour' }));
    const confirm = within(await screen.findByRole('alertdialog', {}, T));
    await expect(confirm.getByRole('heading', { name: 'Delete banner' })).toBeVisible();
    await expect(confirm.getByText(/“Watercolour” leaves the home page/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(deleteCall.calls).toEqual([{ id: 3 }]), T);
    // The dialog stays until the list is fresh, then closes on it.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), T);
    await expect(group(canvasElement, 'Style').getByText('No banner in this group.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('listitem', { name: 'Watercolour' })).not.toBeInTheDocument();
    await screen.findAllByText('Banner “Watercolour” deleted', {}, T);
    await toastShown('Banner “Watercolour” deleted');
    await imagesLoaded(canvasElement);
  },
};

/** A design pinned by its product id: listed as new, saved as productIds [1005], then shown with its serial and cover. */
export const PinBestSeller: Story = {
  play: async ({ canvasElement }) => {
    const best = bestSellersPart(canvasElement);
    await best.findByText(/No design is pinned/, {}, T);
    await userEvent.type(best.getByLabelText('Product id'), '1005');
    await userEvent.click(best.getByRole('button', { name: 'Pin' }));
    await expect(pinned(canvasElement)).toEqual(['Design 1005']);
    await expect(best.getByText('New: its cover shows once saved')).toBeVisible();
    await expect(best.getByText('1 of 12 pinned')).toBeVisible();
    await userEvent.click(best.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(pinsCall.calls).toEqual([{ productIds: [1005] }]), T);
    await waitFor(() => expect(pinned(canvasElement)).toEqual([serial(1005)]), T);
    await expect(best.getByRole('img', { name: `Cover of ${serial(1005)}` })).toHaveAttribute('src', world().designById.get(1005)!.cover);
    await expect(best.getByRole('button', { name: 'Save' })).toBeDisabled();
    await screen.findAllByText('Best sellers saved', {}, T);
    await toastShown('Best sellers saved');
    await imagesLoaded(canvasElement);
  },
};

/** Three pins: the last moved up, one removed, saved in the new order. */
export const ReorderAndSave: Story = {
  beforeEach: () => {
    world().bestSellerPins = [1003, 1008, 1010, 1021];
  },
  play: async ({ canvasElement }) => {
    const best = bestSellersPart(canvasElement);
    await waitFor(() => expect(pinned(canvasElement)).toEqual([serial(1003), serial(1008), serial(1010), serial(1021)]), T);
    await expect(best.getByRole('button', { name: `Move ${serial(1003)} up` })).toBeDisabled();
    await expect(best.getByRole('button', { name: `Move ${serial(1021)} down` })).toBeDisabled();
    await userEvent.click(best.getByRole('button', { name: `Move ${serial(1010)} up` }));
    await userEvent.click(best.getByRole('button', { name: `Move ${serial(1003)} down` }));
    await userEvent.click(best.getByRole('button', { name: `Remove ${serial(1021)}` }));
    await expect(pinned(canvasElement)).toEqual([serial(1010), serial(1003), serial(1008)]);
    await userEvent.click(best.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(pinsCall.calls).toEqual([{ productIds: [1010, 1003, 1008] }]), T);
    await waitFor(() => expect(best.getByRole('button', { name: 'Save' })).toBeDisabled(), T);
    await expect(pinned(canvasElement)).toEqual([serial(1010), serial(1003), serial(1008)]);
    await expect(world().bestSellerPins).toEqual([1010, 1003, 1008]);
    await screen.findAllByText('Best sellers saved', {}, T);
    await toastShown('Best sellers saved');
    await imagesLoaded(canvasElement);
  },
};

/** Twelve pinned and one more: the server refuses with its desc; the 13 stay for the operator to trim. */
export const TooManyPins: Story = {
  beforeEach: () => {
    world().bestSellerPins = Array.from({ length: 12 }, (_, i) => 1001 + i);
  },
  play: async ({ canvasElement }) => {
    const best = bestSellersPart(canvasElement);
    await waitFor(() => expect(pinned(canvasElement)).toHaveLength(12), T);
    await expect(best.getByText('12 of 12 pinned')).toBeVisible();
    await userEvent.type(best.getByLabelText('Product id'), '1013');
    await userEvent.click(best.getByRole('button', { name: 'Pin' }));
    await expect(best.getByText('13 of 12 pinned')).toBeVisible();
    await userEvent.click(best.getByRole('button', { name: 'Save' }));

    await expect(await best.findByRole('alert', {}, T)).toHaveTextContent('productIds must hold at most 12 designs');
    await expect(pinsCall.calls).toEqual([{ productIds: Array.from({ length: 13 }, (_, i) => 1001 + i) }]);
    await expect(pinned(canvasElement)).toHaveLength(13);
    await expect(pinned(canvasElement).at(-1)).toBe('Design 1013');
    await expect(best.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(world().bestSellerPins).toHaveLength(12);
    await imagesLoaded(canvasElement);
  },
};
