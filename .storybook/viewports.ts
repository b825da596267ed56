import type { ViewportMap } from 'storybook/viewport';

/**
 * The window sizes the shop is built and checked for, in the toolbar's viewport menu:
 * phones from 360 px, tablets, and desktops. A story picks one with
 * `globals: { viewport: { value: 'phone390' } }`, and its test then runs at that size
 * (the Vitest plugin sizes the page from it). Without one, a story runs at 1200×900,
 * the spec's smallest desktop.
 */
export const shopViewports = {
  phone360: { name: 'Phone 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  tablet1024: { name: 'Tablet 1024', styles: { width: '1024px', height: '1366px' }, type: 'tablet' },
  desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  desktop1920: { name: 'Desktop 1920', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} satisfies ViewportMap;

export type ShopViewport = keyof typeof shopViewports;
