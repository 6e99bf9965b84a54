import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, browserAt, openSignInPage, pkcePair } from '../modules/sso/sso-test-kit';
import { createOperationsTestApp, type OperationsTestApp } from './operations-test-app';

const INLINE = "document.body.classList.add('booting')";

/** A built web app with one inline script, as Vite leaves index.html. */
function writeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'autobid-csp-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head>` +
      `<body><div id="root"></div><script>${INLINE}</script></body></html>`,
  );
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js'), 'export {};\n');
  return dir;
}

/** The policy's directives by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers on a site served over http', () => {
  let ctx: OperationsTestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    ctx = await createOperationsTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives the web app page a policy that runs its own scripts and its inline one by hash, and nothing else', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/live' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(res.headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", hash]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives API answers a policy that lets nothing load or frame them, and keeps their JSON and cache headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/auction/api/v2/config/server-time' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const refused = await ctx.app.inject({ method: 'GET', url: '/auction/api/v1/users/current' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('lets this site frame a file (a payment slip) but no other site', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  });

  it('serves the hosted sign-in page and the sign-in service’s own pages under the page policy, posting its form to this site', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const browser = browserAt(address);
    const page = await browser.request(await openSignInPage(browser, pkcePair().challenge));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).not.toContain('<script');
    const csp = directives(page.headers.get('content-security-policy') ?? '');
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('form-action')).toEqual(["'self'", 'http://localhost:3000']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers.get('x-frame-options')).toBe('DENY');

    // An error the service renders itself (a client it does not know).
    const error = await browser.request(
      authorizeUrl(pkcePair().challenge).replace('client_id=autobid-portal', 'client_id=nobody'),
    );
    expect(error.status).toBe(400);
    expect(error.headers.get('content-type')).toMatch(/^text\/html/);
    expect(
      directives(error.headers.get('content-security-policy') ?? '').get('default-src'),
    ).toEqual(["'self'"]);
  });
});

describe('security headers on a site served over https with reCAPTCHA', () => {
  let ctx: OperationsTestApp;
  beforeAll(async () => {
    ctx = await createOperationsTestApp({
      signIn: {
        publicUrl: 'https://autobid.example.com',
        ssoRedirectUris: ['https://autobid.example.com/authorized'],
        botCheck: {
          secret: 'recaptcha-secret',
          siteKey: 'recaptcha-site-key',
          verifyUrl: 'http://127.0.0.1:9/siteverify',
          minScore: 0.5,
        },
      },
    });
  });
  afterAll(() => ctx.close());

  it('tells browsers to use https only, upgrades requests, and allows reCAPTCHA and the wss socket', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const page = await ctx.app.inject({ method: 'GET', url: '/sso/api/oauth/authorize' });
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'wss://autobid.example.com',
      'https://www.google.com/recaptcha/',
    ]);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(csp.get('frame-src')).toContain('https://www.google.com/recaptcha/');
  });
});
