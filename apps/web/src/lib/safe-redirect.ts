/**
 * Turns a `redirectUrl` query value into a same-origin relative path, or the fallback.
 * Anything that could leave the site (absolute URLs, `//host`, `/\host`, `javascript:`) is refused,
 * and so is a login page, which would loop.
 */
export function safeRedirectPath(
  raw: string | null | undefined,
  fallback: string,
  origin: string,
): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return fallback;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** True on any sign-in page, where a rejected session must not redirect again (spec §2). */
export function isLoginPath(pathname: string): boolean {
  return pathname === '/login' || pathname.startsWith('/login/');
}

/** Pages anyone may open: a rejected session clears the token there but stays on the page. */
const PUBLIC_PAGES = ['/forgot-password', '/reset-password', '/dev/outbox', '/authorized'];

/** True on a sign-in page or another page anyone may open (an e-mailed link, the callback). */
export function isPublicPath(pathname: string): boolean {
  return (
    isLoginPath(pathname) ||
    PUBLIC_PAGES.includes(pathname.replace(/\/$/, '')) ||
    pathname.startsWith('/invite/')
  );
}
