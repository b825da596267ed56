/**
 * Response headers that keep the shop's pages to what the app needs (issue 8, security):
 * helmet's defaults plus a Content-Security-Policy with no inline script.
 *
 * - Scripts only from the shop's own origin: Vite's build has no inline script.
 * - Styles from the origin and inline: React style attributes and the scroll lock of
 *   the dialogs (a <style> element) need it; a style cannot run code.
 * - Images from the origin, the image host (IMAGE_BASE_URL), data: and blob: (an
 *   uploaded picture is previewed as a blob URL); fetches only to the origin and the
 *   image host.
 * - No frames of the shop elsewhere, no plugins, forms post only to the shop.
 * - No upgrade-insecure-requests: the shop runs on http://localhost by default.
 * - With Stripe as the payment provider (docs/adr/010-payments.md), Stripe.js from
 *   js.stripe.com, its card fields' frames and its API: the card is typed into
 *   Stripe's frames and sent to Stripe, never to the shop.
 *
 * CORS stays closed: no Access-Control-* header is ever sent, so another site's page
 * cannot read any answer. The shop sets no cookies (the session is a header token).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function securityHeaders(app: FastifyInstance, { imageBaseUrl, stripe = false }: { imageBaseUrl: string; stripe?: boolean }) {
  const imageOrigin = imageBaseUrl ? [new URL(imageBaseUrl).origin] : [];
  // Stripe's published needs of a page with the Payment Element.
  const stripeScripts = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = stripe ? ['https://api.stripe.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeScripts],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigin],
        connectSrc: ["'self'", ...imageOrigin, ...stripeApi],
        ...(stripe ? { frameSrc: stripeFrames } : {}),
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Covers may be served to the shop from a separate image host (IMAGE_BASE_URL):
    // same-site pages may embed them; the image route widens this for its own answers.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
