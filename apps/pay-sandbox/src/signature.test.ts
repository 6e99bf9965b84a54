import { describe, expect, it } from 'vitest';
import { sign, verifySignature } from './signature';

const SECRET = 'sandbox-secret';
const BODY = '{"amount":1}';
const T = 1764072000;

describe('request and callback signatures', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 as hex (the value openssl gives)', () => {
    expect(sign(SECRET, BODY, T)).toBe(
      't=1764072000,v1=a837e57a5d1928677f2fe4a01b7648c813eab333eeda4784649181489f643295',
    );
  });

  it('a signature verifies against the same secret and body within the tolerance', () => {
    const header = sign(SECRET, BODY, T);

    expect(verifySignature(SECRET, header, BODY, T)).toBe(true);
    expect(verifySignature(SECRET, header, BODY, T + 300)).toBe(true);
    expect(verifySignature(SECRET, header, BODY, T - 300)).toBe(true);
  });

  it('another secret, another body or a time more than the tolerance away does not verify', () => {
    const header = sign(SECRET, BODY, T);

    expect(verifySignature('other-secret', header, BODY, T)).toBe(false);
    expect(verifySignature(SECRET, header, '{"amount":2}', T)).toBe(false);
    expect(verifySignature(SECRET, header, BODY, T + 301)).toBe(false);
    expect(verifySignature(SECRET, header, BODY, T + 31, 30)).toBe(false);
  });

  it('a missing or malformed header does not verify', () => {
    const v1 = sign(SECRET, BODY, T).split(',v1=')[1]!;

    for (const header of [
      undefined,
      '',
      `v1=${v1}`,
      `t=${T}`,
      `t=${T},v1=${v1.slice(1)}`,
      `t=x,v1=${v1}`,
    ])
      expect(verifySignature(SECRET, header, BODY, T)).toBe(false);
  });
});
