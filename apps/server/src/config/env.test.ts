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

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});
