/**
 * Where the portal is reached when no PUBLIC_URL is set: the links in its messages are built on
 * `http://localhost:{PORT}`, which opens the portal only on the server's own machine
 * (docs/operations.md, "Links in messages").
 */
const LOOPBACK_ORIGIN = /\bhttps?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?(?![\w.-])/g;

/** A host as a browser sends it: a name or an address, and a port. Anything else is ignored. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin a request came to (`X-Forwarded-*` count only from trusted proxies), or null. */
export function requestOrigin(request: { protocol: string; host: string }): string | null {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return PLAIN_HOST.test(request.host) ? `${protocol}://${request.host.toLowerCase()}` : null;
}

/**
 * A message's text as the reader should follow it: links on the loopback stand-in point at the
 * origin the reader opened the portal at. Links on a configured public address stay as written.
 */
export function rebaseLoopbackLinks(text: string, origin: string | null): string {
  return origin ? text.replace(LOOPBACK_ORIGIN, origin) : text;
}
