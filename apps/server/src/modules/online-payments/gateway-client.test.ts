import { describe, expect, it } from 'vitest';
import { isValidSignature, signatureHeader } from './gateway-client';

const WORKED_EXAMPLE =
  't=1764072000,v1=a837e57a5d1928677f2fe4a01b7648c813eab333eeda4784649181489f643295';

describe('gateway signatures (docs/online-payment-gateway.md)', () => {
  it('signs the documented worked example to the documented header', () => {
    expect(signatureHeader('sandbox-secret', '{"amount":1}', 1764072000)).toBe(WORKED_EXAMPLE);
  });

  it('signs the raw bytes: a Buffer and its UTF-8 text give the same header', () => {
    const body = '{"name":"Ahmad Zulkifli bin Ismail – ชื่อ"}';
    expect(signatureHeader('s3cret-key', Buffer.from(body, 'utf8'), 1)).toBe(
      signatureHeader('s3cret-key', body, 1),
    );
  });

  it('accepts a signature made up to 300 s either side of our clock, and refuses one past it', () => {
    const body = Buffer.from('{"amount":1}');
    expect(isValidSignature('sandbox-secret', WORKED_EXAMPLE, body, 1764072000 + 300)).toBe(true);
    expect(isValidSignature('sandbox-secret', WORKED_EXAMPLE, body, 1764072000 - 300)).toBe(true);
    expect(isValidSignature('sandbox-secret', WORKED_EXAMPLE, body, 1764072000 + 301)).toBe(false);
  });

  it('refuses a missing, malformed or wrong signature, another body and another secret', () => {
    const body = Buffer.from('{"amount":1}');
    const now = 1764072000;
    expect(isValidSignature('sandbox-secret', undefined, body, now)).toBe(false);
    expect(isValidSignature('sandbox-secret', 't=1764072000,v1=abc', body, now)).toBe(false);
    expect(
      isValidSignature('sandbox-secret', WORKED_EXAMPLE.replace('a837', 'a838'), body, now),
    ).toBe(false);
    expect(
      isValidSignature('sandbox-secret', WORKED_EXAMPLE, Buffer.from('{"amount":2}'), now),
    ).toBe(false);
    expect(isValidSignature('other-secret', WORKED_EXAMPLE, body, now)).toBe(false);
  });
});
