/**
 * A reverse proxy on 127.0.0.1 for the tests of the shop behind a proxy (issue 21): a
 * few lines of node:http that forward as nginx's `proxy_add_x_forwarded_for` does, to
 * one upstream or to several. With several, `sendTo` picks where the next requests go —
 * one named instance, or each request to the next in turn — and `served` tells which
 * instance answered which request, so a journey can show that each step worked on
 * either instance.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  name: string;
  port: number;
}

export interface LoopbackProxy {
  port: number;
  url: string;
  /** Where the next requests go: one upstream by name, or 'alternate' (each request to the next). */
  sendTo(route: string | 'alternate'): void;
  /** Every request so far: method, path and the upstream that answered it. */
  served: { method: string; path: string; upstream: string }[];
  close(): Promise<void>;
}

export function startLoopbackProxy(upstreams: Upstream[]): Promise<LoopbackProxy> {
  if (upstreams.length === 0) throw new Error('A proxy needs at least one upstream');
  let route: string = upstreams.length > 1 ? 'alternate' : upstreams[0]!.name;
  let turn = 0;
  const served: LoopbackProxy['served'] = [];
  const pick = (): Upstream => {
    if (route === 'alternate') return upstreams[turn++ % upstreams.length]!;
    const named = upstreams.find((upstream) => upstream.name === route);
    if (!named) throw new Error(`No upstream called ${route}`);
    return named;
  };

  const server = http.createServer((request, response) => {
    const upstream = pick();
    served.push({ method: request.method ?? 'GET', path: request.url ?? '/', upstream: upstream.name });
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const onward = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    onward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(onward);
  });
  // Browsers keep connections open: without this, close() would wait for them.
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        url: `http://127.0.0.1:${port}`,
        sendTo: (next) => {
          if (next !== 'alternate' && !upstreams.some((upstream) => upstream.name === next)) throw new Error(`No upstream called ${next}`);
          route = next;
        },
        served,
        close,
      });
    }),
  );
}
