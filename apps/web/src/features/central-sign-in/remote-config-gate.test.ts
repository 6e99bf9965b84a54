import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignInService } from '../../lib/web-auth/testing/sign-in-service';
import { fetchCentralSignInEnabled } from './remote-config-gate';

const server = new SignInService();
beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => (server.received.length = 0));

const gateUrl = () => `${server.origin}/remote-config.json`;

describe('remote config gate (spec §4, §8)', () => {
  it('enables central sign-in when the portal is in production, asking with a timestamp', async () => {
    server.answer('GET /remote-config.json', {
      status: 200,
      body: { portal: { production: true } },
    });
    await expect(fetchCentralSignInEnabled(gateUrl(), 1_700_000_000_000)).resolves.toBe(true);
    expect(server.received[0]!.query.get('t')).toBe('1700000000000');
  });

  it('disables it when the portal is not in production', async () => {
    server.answer('GET /remote-config.json', {
      status: 200,
      body: { portal: { production: false } },
    });
    await expect(fetchCentralSignInEnabled(gateUrl())).resolves.toBe(false);
  });

  it.each([
    ['an error status', { status: 500, body: { portal: { production: true } } }],
    ['an answer of another shape', { status: 200, body: { production: true } }],
    ['production as a string', { status: 200, body: { portal: { production: 'true' } } }],
  ])('disables it on %s', async (_, answer) => {
    server.answer('GET /remote-config.json', answer);
    await expect(fetchCentralSignInEnabled(gateUrl())).resolves.toBe(false);
  });

  it('disables it when the fetch fails', async () => {
    const closed = new SignInService();
    await closed.start();
    await closed.stop();
    await expect(fetchCentralSignInEnabled(`${closed.origin}/remote-config.json`)).resolves.toBe(
      false,
    );
  });

  it('disables it without a fetch when no remote config address is set', async () => {
    await expect(fetchCentralSignInEnabled(undefined)).resolves.toBe(false);
    expect(server.received).toEqual([]);
  });
});
