import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('request log lines', () => {
  it('replace an invite token in the address and keep the rest', () => {
    expect(redactUrl('/invite/abcDEF123_-xyz')).toBe('/invite/[redacted]');
    expect(redactUrl('/invite/abc?x=1')).toBe('/invite/[redacted]?x=1');
    expect(redactUrl('/auctions/12')).toBe('/auctions/12');
  });
});
