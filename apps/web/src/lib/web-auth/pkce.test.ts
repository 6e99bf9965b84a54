import { describe, expect, it } from 'vitest';
import { VERIFIER_ALPHABET, createCodeChallenge, createCodeVerifier } from './pkce';

describe('code verifier (spec §5)', () => {
  it('is 43 characters long when no length is asked for', () => {
    expect(createCodeVerifier()).toHaveLength(43);
  });

  it.each([43, 128])('accepts a length of %i', (length) => {
    expect(createCodeVerifier(length)).toHaveLength(length);
  });

  it.each([42, 129, 0, 43.5])('refuses a length of %s with the spec message', (length) => {
    expect(() => createCodeVerifier(length)).toThrow(
      new Error(`Expected a length between 43 and 128. Received ${length}.`),
    );
  });

  it('uses only letters, digits and - . _ ~, and differs on every call', () => {
    const verifiers = Array.from({ length: 200 }, () => createCodeVerifier(128));
    const used = new Set(verifiers.join(''));
    expect([...used].filter((char) => !VERIFIER_ALPHABET.includes(char))).toEqual([]);
    expect(new Set(verifiers).size).toBe(verifiers.length);
    // 25,600 draws from 66 characters: every one of them turns up.
    expect(used.size).toBe(VERIFIER_ALPHABET.length);
  });
});

describe('code challenge (spec §5)', () => {
  it('is the S256 challenge of RFC 7636 appendix B for its verifier', async () => {
    await expect(createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('is base64url without padding', async () => {
    const challenge = await createCodeChallenge(createCodeVerifier());
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
