import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Google's reCAPTCHA v3, as its documentation asks a content security policy to allow it. */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

export interface SecurityHeaderOptions {
  /** PUBLIC_URL: on https, browsers are told to use nothing else (HSTS) and to upgrade every request. */
  publicUrl: string;
  /** Where browsers open realtime sockets besides the page's own host (the runtime config's `realtime`). */
  realtimeUrls?: readonly string[];
  /** Where pictures come from besides this server (a media host or CDN), as origins. */
  mediaOrigins?: readonly string[];
  /** Whether the web app loads reCAPTCHA (a site key is configured). */
  recaptcha: boolean;
  /** The central sign-in's redirect URIs: its hosted page's form ends up there. */
  ssoRedirectUris: readonly string[];
  /** The built web app: its index.html's inline scripts are allowed by their hash. */
  webDist?: string | undefined;
}

/** `'sha256-…'` of every inline `<script>` of the built index.html, so exactly those run. */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return [];
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** The realtime socket origin of a site address: `wss://host` for https, `ws://host` for http. */
function socketOrigin(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`;
}

const originOf = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/** The policy of the web app's and the sign-in service's pages (docs/operations.md). */
export function documentPolicy(opts: SecurityHeaderOptions): Record<string, string[] | null> {
  const https = opts.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': [
      "'self'",
      ...inlineScriptHashes(opts.webDist),
      ...(opts.recaptcha ? RECAPTCHA.script : []),
    ],
    'script-src-attr': ["'none'"],
    // antd writes its styles at run time (CSS-in-JS); the sign-in pages carry theirs inline.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(opts.mediaOrigins ?? [])],
    'font-src': ["'self'", 'data:'],
    // 'self' covers same-host ws: in current browsers; the explicit origin covers the others.
    'connect-src': unique([
      "'self'",
      socketOrigin(opts.publicUrl),
      ...(opts.realtimeUrls ?? []).map(socketOrigin),
      ...(opts.recaptcha ? ['https://www.google.com/recaptcha/'] : []),
    ]),
    // Payment slips (PDF) are shown in a frame of the finance desk.
    'frame-src': ["'self'", 'blob:', ...(opts.recaptcha ? RECAPTCHA.frame : [])],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    // The hosted sign-in page's form ends, through redirects, at the client's redirect URI.
    'form-action': unique(["'self'", ...opts.ssoRedirectUris.map(originOf)]),
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/**
 * The policy of an answer that is not a page: JSON is never framed; a file (a payment slip PDF,
 * a photo) may be framed by this site's pages only, and an SVG opened on its own runs no script.
 * Other files get no `default-src`, which browsers' PDF viewers would take as their own policy.
 */
function resourcePolicy(contentType: string): string {
  if (contentType.startsWith('application/json'))
    return "default-src 'none'; frame-ancestors 'none'";
  if (contentType.startsWith('image/svg'))
    return "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";
  return "frame-ancestors 'self'";
}

/** The headers a helmet middleware sets and removes, read by running it once on a stand-in answer. */
function headersOf(middleware: ReturnType<typeof helmet>): {
  set: [string, string | number | readonly string[]][];
  removed: string[];
} {
  const set = new Map<string, string | number | readonly string[]>();
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name, value);
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.push(name);
    },
  };
  let failure: unknown;
  middleware({ headers: {} } as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure instanceof Error) throw failure;
  if (failure) throw new Error('helmet refused its own settings');
  return { set: [...set], removed };
}

/**
 * Security headers on every answer with helmet: a content security policy made for the built web
 * app and the hosted sign-in pages, HSTS only when the site is served over https, no MIME
 * sniffing, no referrer beyond the origin to other sites. Answers that are not pages (JSON,
 * files) get a policy that lets nothing run and lets only this site frame them
 * (docs/operations.md). The headers never vary by request, so helmet's middleware runs once, at
 * start, and every answer is given the headers it set.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: SecurityHeaderOptions,
): Promise<void> {
  const https = opts.publicUrl.startsWith('https:');
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: documentPolicy(opts) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sockets and sign-in callbacks are cross-origin on some setups; a popup is never relied on.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // helmet's headers never depend on the request: they are taken from it once and set as they are.
  const fixed = headersOf(setHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of fixed.set) response.setHeader(name, value);
    for (const name of fixed.removed) response.removeHeader(name);
    done();
  });
  // The page policy is set as each request arrives (the sign-in service writes its own pages and
  // adds its script hashes to it); an answer that turns out not to be a page gets the plain one.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    // No body (304, 204): the policy of what the browser keeps stays as it was sent.
    if (!type) return payload;
    if (type.startsWith('text/html')) void reply.header('x-frame-options', 'DENY');
    else void reply.header('content-security-policy', resourcePolicy(type));
    return payload;
  });
}
