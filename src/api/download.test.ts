import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { downloadFile, downloadFileName, extensionOf, secureFileUrl } from './download';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A body sent in `parts` chunks with a Content-Length, so progress can move. */
function chunked(size: number, parts: number, failAfter?: number) {
  const chunk = new Uint8Array(size / parts).fill(7);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await delay(1);
      if (failAfter !== undefined && sent === failAfter) return controller.error(new Error('connection reset'));
      if (sent === parts) return controller.close();
      sent += 1;
      controller.enqueue(chunk);
    },
  });
  return new HttpResponse(stream, { headers: { 'content-length': String(size), 'content-type': 'image/png' } });
}

describe('downloadFile', () => {
  it('runs progress from 0 to 100, saves the file and says download successful!', async () => {
    server.use(http.get('http://files.test/p/PT-1.png', () => chunked(4000, 4)));
    const progress: number[] = [];
    const save = vi.fn();
    const result = await downloadFile('http://files.test/p/PT-1.png', 'PT-1.png', { onProgress: (p) => progress.push(p), save });
    expect(result).toEqual({ outcome: 'success', message: 'download successful!' });
    expect(progress).toEqual([0, 25, 50, 75, 100, 0]);
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('PT-1.png');
    expect((blob as Blob).size).toBe(4000);
    expect((blob as Blob).type).toBe('image/png');
  });

  it('says server error! on a non-200 status and saves nothing', async () => {
    server.use(http.get('http://files.test/missing.png', () => new HttpResponse('gone', { status: 404 })));
    const save = vi.fn();
    const progress: number[] = [];
    const result = await downloadFile('http://files.test/missing.png', 'x.png', { save, onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ outcome: 'serverError', message: 'server error!' });
    expect(save).not.toHaveBeenCalled();
    expect(progress.at(-1)).toBe(0);
  });

  it('says server error! when the request cannot start', async () => {
    const result = await downloadFile('http://[bad', 'x.png', { save: vi.fn() });
    expect(result.message).toBe('server error!');
  });

  it('resets progress and says download error on a network error', async () => {
    server.use(http.get('http://files.test/drop.png', () => HttpResponse.error()));
    const progress: number[] = [];
    const result = await downloadFile('http://files.test/drop.png', 'x.png', { save: vi.fn(), onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ outcome: 'networkError', message: 'download error' });
    expect(progress.at(-1)).toBe(0);
  });

  it('resets progress and says download error when the connection drops mid-file', async () => {
    server.use(http.get('http://files.test/half.png', () => chunked(4000, 4, 2)));
    const progress: number[] = [];
    const save = vi.fn();
    const result = await downloadFile('http://files.test/half.png', 'x.png', { save, onProgress: (p) => progress.push(p) });
    expect(result.message).toBe('download error');
    expect(progress).toEqual([0, 25, 50, 0]);
    expect(save).not.toHaveBeenCalled();
  });

  it('resets progress silently on abort', async () => {
    server.use(http.get('http://files.test/slow.png', () => chunked(4000, 4)));
    const controller = new AbortController();
    const progress: number[] = [];
    const save = vi.fn();
    const pending = downloadFile('http://files.test/slow.png', 'x.png', {
      save,
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p);
        if (p === 25) controller.abort();
      },
    });
    const result = await pending;
    expect(result).toEqual({ outcome: 'aborted', message: '' });
    expect(progress.at(-1)).toBe(0);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('file names and URLs', () => {
  it('takes the extension from the file URL, ignoring query and fragment', () => {
    expect(extensionOf('https://img.test/files/PT-00042.ZIP?sig=abc#x')).toBe('zip');
    expect(extensionOf('https://img.test/files/PT-00042')).toBe('');
    expect(extensionOf('/api/files/a.b/c')).toBe('');
  });

  it('names the saved file after the serial number plus the extension', () => {
    expect(downloadFileName('PT-00042', 'https://img.test/f/design.tif?s=1')).toBe('PT-00042.tif');
  });

  it('rewrites http to https on an https page only', () => {
    expect(secureFileUrl('http://img.test/a.zip', 'https:')).toBe('https://img.test/a.zip');
    expect(secureFileUrl('http://localhost:8080/a.zip', 'http:')).toBe('http://localhost:8080/a.zip');
  });
});
