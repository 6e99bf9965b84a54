import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('e-mail settings', () => {
  it('take an smtp:// or smtps:// URL and a public address, and default the sender', () => {
    const env = parseEnv({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      PUBLIC_URL: 'https://autobid.example',
    });
    expect(env.SMTP_URL).toBe('smtps://user:pass@mail.example.com:465');
    expect(env.PUBLIC_URL).toBe('https://autobid.example');
    expect(env.MAIL_FROM).toBe('AutoBid <no-reply@autobid.local>');
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
  });

  it('refuse another kind of URL, naming the setting', () => {
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL: must be an smtp/,
    );
    expect(() => parseEnv({ PUBLIC_URL: 'autobid.example' })).toThrow(/PUBLIC_URL/);
  });
});
