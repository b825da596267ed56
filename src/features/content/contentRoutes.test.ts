import { describe, expect, it } from 'vitest';
import { offices, pathOf } from './content';
import { contentRoutes } from './contentRoutes';

describe('contentRoutes', () => {
  it('covers every static route and alias of the spec’s route table, once each', () => {
    const paths = contentRoutes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ContactUS',
        '/contact',
        '/AboutUS',
        '/about',
        '/us',
        '/thank',
        '/Privacy',
        '/Terms',
        '/Returns',
        '/Comparisons',
        '/faq',
      ]),
    );
    expect(new Set(paths.map((path) => path.toLowerCase())).size).toBe(paths.length);
  });

  it('shows the same page on a route and its aliases', () => {
    const pageAt = (path: string) => contentRoutes.find((route) => route.path === path)!.Page;
    expect(pageAt('/contact')).toBe(pageAt('/ContactUS'));
    expect(pageAt('/about')).toBe(pageAt('/AboutUS'));
    expect(pageAt('/us')).toBe(pageAt('/AboutUS'));
    expect(pageAt('/faq')).not.toBe(pageAt('/Terms'));
  });

  it('links to the first path of a page', () => {
    expect(pathOf('contact')).toBe('/ContactUS');
    expect(pathOf('about')).toBe('/AboutUS');
    expect(pathOf('licenceAgreement')).toBe('/License');
  });
});

describe('offices', () => {
  it('lists the six cities of the spec, in its order, one of them the registered office in Hong Kong', () => {
    expect(offices.map((office) => office.city)).toEqual(['Milan', 'Shenzhen', 'Hong Kong', 'Hangzhou', 'Shanghai', 'Yantai']);
    expect(offices.filter((office) => office.registered).map((office) => office.city)).toEqual(['Hong Kong']);
  });
});
