import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createClientAddressOf } from './client-address';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('the address a connection is counted against', () => {
  it('without trusted proxies is the peer, whatever X-Forwarded-For says', () => {
    const addressOf = createClientAddressOf();
    expect(addressOf(request('198.51.100.7', '203.0.113.5'))).toBe('198.51.100.7');
  });

  it('an IPv4 peer seen on a dual-stack listener counts as its IPv4 address', () => {
    expect(createClientAddressOf()(request('::ffff:198.51.100.7'))).toBe('198.51.100.7');
  });

  it('from a trusted proxy is the nearest forwarded address that is not a trusted proxy', () => {
    const addressOf = createClientAddressOf(['10.0.0.0/8', '192.0.2.1']);
    expect(addressOf(request('10.1.2.3', '203.0.113.5'))).toBe('203.0.113.5');
    // A client may prepend anything; only the hops our proxies appended are believed.
    expect(addressOf(request('10.1.2.3', '1.1.1.1, 203.0.113.5, 192.0.2.1'))).toBe('203.0.113.5');
  });

  it('from a peer that is not a trusted proxy ignores the header', () => {
    const addressOf = createClientAddressOf(['loopback']);
    expect(addressOf(request('198.51.100.7', '203.0.113.5'))).toBe('198.51.100.7');
  });

  it('the named ranges of TRUST_PROXY are understood, and a bad entry is refused', () => {
    const addressOf = createClientAddressOf(['loopback', 'uniquelocal']);
    expect(addressOf(request('::1', '203.0.113.5'))).toBe('203.0.113.5');
    expect(addressOf(request('192.168.1.9', '203.0.113.6'))).toBe('203.0.113.6');
    expect(() => createClientAddressOf(['proxy.example.com'])).toThrow(/TRUST_PROXY/);
  });
});
