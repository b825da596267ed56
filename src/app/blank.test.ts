import { describe, expect, it } from 'vitest';
import { blankTarget } from './blank';

describe('/blank forwards only to the spec routes', () => {
  it.each([
    ['/', '/'],
    ['/store?q=rose', '/store?q=rose'],
    ['/store', '/store'],
    ['/detail/1042', '/detail/1042'],
    ['/shoppingcar', '/shoppingcar'],
    ['/personalCenter', '/personalCenter'],
    ['/personalCenter/method', '/personalCenter/method'],
    ['/orderForm/list', '/orderForm/list'],
    ['/favorites', '/favorites'],
    ['/folder?fid=12', '/folder?fid=12'],
    ['/folder?fid=-1', '/folder?fid=-1'],
  ])('%s → %s', (remembered, target) => {
    expect(blankTarget(remembered)).toBe(target);
  });

  it.each([null, '', 'https://evil.example/', '//evil.example/x', '/detail/abc', '/admin', 'store'])('%s → home', (remembered) => {
    expect(blankTarget(remembered)).toBe('/');
  });
});
