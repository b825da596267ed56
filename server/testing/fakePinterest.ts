/**
 * A small stand-in for Pinterest API v5 on loopback: GET /v5/boards and POST /v5/pins
 * for one known access token, answering slowly enough that a test can stop a sharing
 * job half way.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePinterest {
  baseUrl: string;
  token: string;
  pins: { board_id: string; title: string; bytes: number }[];
  close: () => Promise<void>;
}

export async function startFakePinterest({ pinDelayMs = 0 } = {}): Promise<FakePinterest> {
  const token = 'pina_fake_token';
  const pins: FakePinterest['pins'] = [];
  const boards = [
    { id: '9001', name: 'Coastal moodboard', description: 'Waves and stripes' },
    { id: '9002', name: 'Florals SS27', description: null },
  ];
  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${token}`) return send(401, { code: 2, message: 'Authentication failed.' });
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/v5/boards') {
      // Two pages, as Pinterest pages with a bookmark.
      return url.searchParams.get('bookmark')
        ? send(200, { items: boards.slice(1), bookmark: null })
        : send(200, { items: boards.slice(0, 1), bookmark: 'page-2' });
    }
    if (request.method === 'POST' && url.pathname === '/v5/pins') {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk));
      request.on('end', () => {
        const body = JSON.parse(raw) as { board_id: string; title: string; media_source: { data: string; content_type: string } };
        setTimeout(() => {
          pins.push({ board_id: body.board_id, title: body.title, bytes: Buffer.from(body.media_source.data, 'base64').length });
          send(201, { id: `pin-${pins.length}` });
        }, pinDelayMs);
      });
      return;
    }
    send(404, { code: 404, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    token,
    pins,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
