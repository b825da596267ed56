import { describe, expect, it } from 'vitest';
import type { HttpHandler } from 'msw';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import { specCalls } from '../../src/api/specCalls';
import {
  adminHandlers,
  cartHandlers,
  handlers,
  memberHandlers,
  openHandlers,
  personalHandlers,
  productHandlers,
  shopHandlers,
} from './index';

const handles = (list: HttpHandler[], method: string, path: string) =>
  list.some((h) => h.info.method === method && h.info.path === `*${path}`);

describe('MSW handlers cover the contract', () => {
  it.each(specCalls)('$method $path (spec, $table) has a default handler', ({ method, path }) => {
    expect(handles(handlers, method, path), `${method} ${path} has no MSW handler`).toBe(true);
  });

  it.each(Object.entries(endpoints))('%s has a handler in every scenario of its domain', (name) => {
    const { method, path } = endpoints[name as EndpointName];
    const domains = [productHandlers, memberHandlers, cartHandlers, openHandlers, personalHandlers, shopHandlers, adminHandlers];
    const domain = domains.find((d) => handles(d.default, method, path));
    expect(domain, `${name} belongs to no domain`).toBeDefined();
    for (const scenario of ['default', 'empty', 'error', 'networkError', 'slow'] as const) {
      expect(handles(domain![scenario], method, path), `${name} is missing from the '${scenario}' scenario`).toBe(true);
    }
  });
});

describe('every endpoint answers an envelope through the network layer', () => {
  // Proves the handlers' URL patterns really match (the double-slash path included).
  it('reaches a handler for each of the contract’s calls', async () => {
    const { setupServer } = await import('msw/node');
    const server = setupServer(...handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      for (const [name, { method, path }] of Object.entries(endpoints)) {
        const response = await fetch(`http://shop.test${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
        });
        const envelope = (await response.json()) as { code: number; desc?: string };
        expect(typeof envelope.code, `${name} answered no envelope`).toBe('number');
        if (envelope.code !== 200) expect(envelope.desc, `${name} refused without a desc`).toBeTruthy();
      }
    } finally {
      server.close();
    }
  });
});
