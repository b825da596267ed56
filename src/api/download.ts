/**
 * File downloads (storefront §4 "Download (shared helper)", account §4 and §7).
 * Progress runs 0 → 100; success says 'download successful!'; a network error resets
 * progress and says 'download error'; a request that cannot start or ends with a
 * non-200 status says 'server error!'; abort, like the end of any download, resets
 * progress to 0.
 */

export const downloadMessages = {
  success: 'download successful!',
  networkError: 'download error',
  serverError: 'server error!',
} as const;

export type DownloadOutcome = 'success' | 'networkError' | 'serverError' | 'aborted';

export interface DownloadResult {
  outcome: DownloadOutcome;
  /** The message to show; empty for an abort. */
  message: string;
}

export interface DownloadOptions {
  /** Whole percentages, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Extra headers (the access token for member files). */
  headers?: Record<string, string>;
  /** Saves the received file; defaults to the browser's "save as" through a link. */
  save?: (blob: Blob, fileName: string) => void;
  fetch?: typeof fetch;
}

/** Saves a blob under a file name by clicking a temporary download link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    saveByLink(url, fileName);
  } finally {
    // Revoked after the click has been handled, so the download has started.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** Downloads through a plain link (zips, and invoices: account §7). */
export function saveByLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The extension of a file URL, lower case, without the dot ('' when there is none). */
export function extensionOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Saved file name: the image serial number plus the URL's extension (account §7). */
export function downloadFileName(imgSn: string, url: string): string {
  const extension = extensionOf(url);
  return extension ? `${imgSn}.${extension}` : imgSn;
}

/**
 * The spec rewrites http file URLs to https. The reason is mixed content: an https
 * page cannot fetch an http file. So we rewrite exactly then, and leave http alone
 * on an http page (a shop on localhost).
 */
export function secureFileUrl(url: string, pageProtocol: string = globalThis.location?.protocol ?? 'https:'): string {
  return pageProtocol === 'https:' ? url.replace(/^http:\/\//i, 'https://') : url;
}

/** Fetches a file as a binary with progress and saves it under `fileName`. */
export async function downloadFile(url: string, fileName: string, options: DownloadOptions = {}): Promise<DownloadResult> {
  const { onProgress = () => {}, signal, save = saveBlob, headers = {} } = options;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const end = (outcome: DownloadOutcome): DownloadResult => {
    onProgress(0);
    return { outcome, message: outcome === 'aborted' ? '' : downloadMessages[outcome] };
  };

  onProgress(0);
  let response: Response;
  try {
    new URL(url, globalThis.location?.href ?? 'http://localhost/');
  } catch {
    return end('serverError');
  }
  try {
    response = await doFetch(url, { signal, credentials: 'omit', headers });
  } catch {
    return end(signal?.aborted ? 'aborted' : 'networkError');
  }
  if (response.status !== 200 || !response.body) return end('serverError');

  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let reported = 0;
  // Not every fetch implementation ends the body stream on abort: stop reading ourselves.
  const stopReading = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', stopReading, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted) return end('aborted');
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      if (total > 0) {
        const percent = Math.min(100, Math.floor((received / total) * 100));
        if (percent !== reported) {
          reported = percent;
          onProgress(percent);
        }
      }
    }
  } catch {
    return end(signal?.aborted ? 'aborted' : 'networkError');
  } finally {
    signal?.removeEventListener('abort', stopReading);
  }
  if (reported !== 100) onProgress(100);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  save(new Blob(chunks as BlobPart[], { type }), fileName);
  return end('success');
}
