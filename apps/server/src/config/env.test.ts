import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('settings from the environment', () => {
  it('with nothing set, runs on PGlite in ./data on port 3000 with demo data', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', DEMO_DATA: true });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('with bad values, names every bad setting in one message', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe' })).toThrow(
      /Invalid settings:\n {2}PORT: must be a port number\n {2}DATABASE_URL: must be a postgres:\/\/ URL\n {2}DEMO_DATA: must be true or false/,
    );
  });

  it('with REDIS_URL but no realtime secrets, refuses: every node must sign private channels alike', () => {
    expect(() => parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /REALTIME_GENERAL_SECRET and REALTIME_AUCTION_SECRET must be set/,
    );
  });

  it('with nothing set, pays through the local sandbox gateway with its own secret', () => {
    expect(parseEnv({})).toMatchObject({
      PAY_GATEWAY_URL: 'http://127.0.0.1:4100',
      PAY_GATEWAY_MERCHANT_ID: 'autobid',
      PAY_GATEWAY_SECRET: 'sandbox-secret',
    });
  });

  it('in production without PAY_GATEWAY_SECRET, refuses: the sandbox secret would let anyone forge a callback', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /PAY_GATEWAY_SECRET: PAY_GATEWAY_SECRET must be set in production/,
    );
    expect(
      parseEnv({ NODE_ENV: 'production', PAY_GATEWAY_SECRET: 'live-merchant-secret' })
        .PAY_GATEWAY_SECRET,
    ).toBe('live-merchant-secret');
  });

  it('refuses a gateway address that is not http(s)', () => {
    expect(() => parseEnv({ PAY_GATEWAY_URL: 'ftp://gateway.example' })).toThrow(
      /PAY_GATEWAY_URL: must be an http\(s\):\/\/ URL/,
    );
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});
