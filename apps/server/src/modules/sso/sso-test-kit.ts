import { createHash, randomBytes } from 'node:crypto';
import { SSO_CLIENT_ID } from '../../app';
import type { TestContext } from '../../testing/test-app';

/** The portal's registered callback in the default settings. */
export const REDIRECT_URI = 'http://localhost:3000/authorized';

/** A PKCE pair as the web app makes it: a 43-character verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The app on a real socket of loopback: answers its address. */
export function listen(ctx: TestContext): Promise<string> {
  return ctx.app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * A fresh browser against the app's address: follows nothing by itself, keeps cookies (by name;
 * paths do not matter for these journeys).
 */
export function browserAt(address: string) {
  const jar = new Map<string, string>();
  async function request(path: string, init: RequestInit = {}) {
    const url = path.startsWith('http') ? path : `${address}${path}`;
    const headers = new Headers(init.headers);
    if (jar.size > 0)
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { address, jar, request, form };
}

export type Browser = ReturnType<typeof browserAt>;

/** The sign-in redirect query of spec §3 (empty values dropped, as the web app does). */
export function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    client_id: SSO_CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    auth_method: 'email',
    ...extra,
  });
  return `/sso/api/oauth/authorize?${query.toString()}`;
}

/** Starts a sign-in and answers the hosted page's address. */
export async function openSignInPage(browser: Browser, challenge: string, extra = {}) {
  const res = await browser.request(authorizeUrl(challenge, extra));
  const location = res.headers.get('location');
  if (res.status !== 303 || !location)
    throw new Error(`authorize: ${res.status} ${await res.text()}`);
  return location;
}

/** Signs in on the hosted page by e-mail and follows back to the callback: answers its code. */
export async function signInByEmail(
  browser: Browser,
  challenge: string,
  email: string,
  password: string,
) {
  const page = await openSignInPage(browser, challenge);
  const posted = await browser.request(`${page}/login`, browser.form({ email, password }));
  const resume = posted.headers.get('location');
  if (posted.status !== 303 || !resume) throw new Error(`login: ${posted.status}`);
  const back = await browser.request(resume);
  const callback = new URL(back.headers.get('location') ?? '');
  return { callback, code: callback.searchParams.get('code') ?? '' };
}

/** The token exchange of spec §7 (`POST /sso/api/oauth/token`). */
export function exchange(
  browser: Browser,
  fields: { code: string; code_verifier: string; redirect_uri?: string },
) {
  return browser.request(
    '/sso/api/oauth/token',
    browser.form({
      grant_type: 'authorization_code',
      client_id: SSO_CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      ...fields,
    }),
  );
}
