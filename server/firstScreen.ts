/**
 * The first screen rendered on the server (ADR 007). For an anonymous shopper's first
 * request of a public page (home, store, a design) the history fallback sends
 * index.html with the page already in #root, the data it was rendered with, and all
 * its CSS in <head>, so the page shows — and its cover images load — before the script
 * arrives; the browser then hydrates it. Anything else, or a render
 * that fails or takes too long, gets the plain index.html: the app renders as before.
 *
 * A shopper who signed in or has a cart sends the cookie the app names `personalCookie`
 * (src/app/PersonalPageCookie.tsx): their header and cards are their own, which the
 * server does not render.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Past this the shopper gets the plain page at once rather than wait for the server's. */
export const RENDER_DEADLINE_MS = 2_000;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface FirstScreenModule {
  renderFirstScreen(
    url: string,
    fetchApi: typeof fetch,
    hints: { phone: boolean },
  ): Promise<{ html: string; state: unknown; modules: string[] } | null>;
  firstScreenRoute(pathname: string): unknown;
  htmlClassName: string;
  personalCookie: string;
}

export interface FirstScreenRenderer {
  /** The page's HTML, or null when the plain index.html is to be sent. */
  page(url: string, headers: { cookie?: string; 'user-agent'?: string }): Promise<string | null>;
}

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The CSS and scripts a manifest entry needs, its static imports included, minus those of `already`. */
export function assetsOf(manifest: Manifest, keys: readonly string[], already: ReadonlySet<string> = new Set()) {
  const css = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    // What a chunk imports comes first, as Vite loads it: a feature's styles then win
    // over the shared components' styles they refine, in the same cascade order.
    for (const imported of chunk.imports ?? []) visit(imported);
    if (!already.has(chunk.file)) scripts.add(chunk.file);
    for (const file of chunk.css ?? []) if (!already.has(file)) css.add(file);
  };
  keys.forEach(visit);
  return { css: [...css], scripts: [...scripts] };
}

/** The app answering its own API calls in-process: what the server-side render fetches through. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers)),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The page in the best encoding the browser accepts (Brotli at a quality that takes a few ms). */
export async function compressPage(html: string, acceptEncoding: string | undefined) {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) {
    const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body, encoding: 'br' };
  }
  if (accepted.includes('gzip')) return { body: await gzip(html), encoding: 'gzip' };
  return { body: html, encoding: null };
}

/** Phones' browsers put "Mobi" in their User-Agent (MDN's advice for this one guess); tablets do not. */
export const isPhone = (userAgent: string | undefined) => /Mobi/.test(userAgent ?? '');

const hasCookie = (cookieHeader: string | undefined, name: string) =>
  (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));

/**
 * Loads the server build (dist-server/entry-server.js) and the client build's
 * manifest. Null when either is missing: the shop then serves the plain index.html.
 */
export async function loadFirstScreen({
  app,
  distDir,
  serverBuildDir,
  log,
}: {
  app: FastifyInstance;
  distDir: string;
  serverBuildDir: string;
  log: FastifyBaseLogger;
}): Promise<FirstScreenRenderer | null> {
  const entry = path.join(serverBuildDir, 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) {
    log.warn(`No server build in ${serverBuildDir}: pages are rendered in the browser only (run npm run build)`);
    return null;
  }
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const module = (await import(pathToFileURL(entry).href)) as FirstScreenModule;
  const fetchApi = injectFetch(app);
  // What index.html already loads: the entry chunk, its imports and its CSS.
  const entryAssets = assetsOf(manifest, ['index.html']);
  const already = new Set([...entryAssets.css, ...entryAssets.scripts]);

  const stylesheets = new Map<string, string>();
  const stylesheet = (file: string) => {
    let css = stylesheets.get(file);
    if (css === undefined) {
      // A `</style>` inside would end the element early; vanilla-extract never writes one.
      css = fs.readFileSync(path.join(distDir, file), 'utf8').replaceAll('</style', '<\\/style');
      stylesheets.set(file, css);
    }
    return css;
  };

  const render = async (url: string, phone: boolean): Promise<string | null> => {
    const screen = await module.renderFirstScreen(url, fetchApi, { phone });
    if (!screen) return null;
    // React puts the preloads of high-priority images first; they belong in <head>.
    const hoisted = /^(?:<link [^>]*\/>)*/.exec(screen.html)?.[0] ?? '';
    const body = screen.html.slice(hoisted.length);
    // The route's scripts are not named here: they only hydrate what is already on
    // screen, and fetched beside the cover images they took the phone's bandwidth from
    // them (Lighthouse mobile, /store: largest paint 4.3-4.8 s with them, 2.1-2.9 s without).
    // The app's entry asks for them at once.
    const { css } = assetsOf(manifest, screen.modules, already);
    const head = [
      // The route's styles are in the page: no request stands between the HTML and its
      // first paint. The disabled link (never fetched) tells Vite's chunk loader the file
      // is in, so it does not add it again when the route's script loads.
      ...css.map((file) => `<style>${stylesheet(file)}</style><link rel="stylesheet" href="/${file}" disabled>`),

      hoisted,
    ].join('');
    let page = template;
    // The app's own styles in the page too: the first paint waits for no request.
    for (const file of entryAssets.css)
      page = page.replace(`<link rel="stylesheet" crossorigin href="/${file}">`, `<style>${stylesheet(file)}</style>`);
    return page
      .replace('<html lang="en">', `<html lang="en" class="${module.htmlClassName}">`)
      .replace('</head>', `${head}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${body}</div><script id="first-screen-state" type="application/json">${scriptSafeJson(screen.state)}</script>`,
      );
  };

  return {
    async page(url, headers) {
      if (hasCookie(headers.cookie, module.personalCookie) || !module.firstScreenRoute(new URL(url, 'http://shop').pathname)) return null;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          log.warn({ url }, `The server's first screen took over ${RENDER_DEADLINE_MS} ms: the page is rendered in the browser`);
          resolve(null);
        }, RENDER_DEADLINE_MS);
      });
      try {
        return await Promise.race([render(url, isPhone(headers['user-agent'])), deadline]);
      } catch (error) {
        log.error({ err: error, url }, "The server's first screen failed: the page is rendered in the browser");
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
