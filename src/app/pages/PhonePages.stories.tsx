import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../.storybook/touch';
import type { ShopViewport } from '../../../.storybook/viewports';
import { AppRoutes } from '../App';
import * as desktop from './Pages.stories';

/**
 * The storefront's pages on a phone (390 px) and a tablet (768 px, and 1024 px held
 * sideways for the pages whose layout changes most there): the same routes,
 * world and checks as `Pages/Storefront`, then what a finger needs — no sideways
 * scrolling, and the page's main control reached by a tap.
 */
const meta = {
  title: 'Pages/Phone and tablet',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;
type DesktopStory = (typeof desktop)[keyof typeof desktop];

const bannerOf = (canvasElement: HTMLElement) => within(within(canvasElement).getAllByRole('banner')[0]!);

/**
 * `story` at `viewport`: its route, world and play, then no sideways scrolling, the
 * header's controls a finger's size, and `then` for the page's own touch step.
 */
function at(viewport: ShopViewport, story: DesktopStory, then?: Story['play']): Story {
  const { parameters, play } = story as Story;
  return {
    parameters,
    globals: { viewport: { value: viewport } },
    play: async (context) => {
      await play?.(context);
      const { canvasElement } = context;
      await expectTouchTarget(bannerOf(canvasElement).getByRole('link', { name: /^Shopping cart/ }));
      await expectTouchTarget(bannerOf(canvasElement).getByRole('button', { name: 'All Designs' }));
      await then?.(context);
      await expectNoSidewaysScroll(canvasElement.ownerDocument);
    },
  };
}

/** The store's filters sheet: a tap opens it over the results, 'Show N results' closes it onto them. */
const filtersByTouch: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('complementary', { name: 'Filters' })).toBeNull();
  await tap(canvas.getByRole('button', { name: /^Filters/ }));
  const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filters' });
  const show = await within(sheet).findByRole('button', { name: /^Show [\d,]+ results?$/ });
  await expectTouchTarget(show);
  await tap(show);
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
};

/** The design's own page: Add To Bag a finger's size, under the picture on a phone. */
const addToBagReachable: Story['play'] = async ({ canvasElement }) => {
  await expectTouchTarget(within(canvasElement).getByRole('button', { name: 'Add To Bag' }));
};

export const PhoneHome = at('phone390', desktop.Home);
export const TabletHome = at('tablet768', desktop.Home);
export const PhoneStore = at('phone390', desktop.Store, filtersByTouch);
export const TabletStore = at('tablet768', desktop.Store, filtersByTouch);
export const PhoneDetail = at('phone390', desktop.Detail, addToBagReachable);
export const TabletDetail = at('tablet768', desktop.Detail, addToBagReachable);
export const PhoneCart = at('phone390', desktop.CartForAMember);
export const TabletCart = at('tablet768', desktop.CartForAMember);
export const PhoneFavorites = at('phone390', desktop.Favorites);
export const TabletFavorites = at('tablet768', desktop.Favorites);
export const PhoneFolder = at('phone390', desktop.FolderDetail);
export const TabletFolder = at('tablet768', desktop.FolderDetail);
export const PhoneOrders = at('phone390', desktop.Orders);
export const TabletOrders = at('tablet768', desktop.Orders);
export const PhoneAbout = at('phone390', desktop.AboutAlias);
export const TabletAbout = at('tablet768', desktop.AboutAlias);
// A tablet held sideways: under the 1200 px desktop, so the layout reflows rather than
// scales, with more room than a phone (the store's grid takes more columns beside the sheet's button).
export const WideTabletHome = at('tablet1024', desktop.Home);
export const WideTabletStore = at('tablet1024', desktop.Store, filtersByTouch);
export const WideTabletDetail = at('tablet1024', desktop.Detail, addToBagReachable);
export const WideTabletOrders = at('tablet1024', desktop.Orders);
