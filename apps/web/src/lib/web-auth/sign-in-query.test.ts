import { describe, expect, it } from 'vitest';
import { buildSignInUrl } from './sign-in-query';

describe('sign-in redirect query (spec §3, §5)', () => {
  it('drops empty and undefined values and keeps the rest, encoded', () => {
    const url = new URL(
      buildSignInUrl('https://id.example/sso/api/oauth/authorize', {
        client_id: 'autobid-portal',
        code_challenge: 'abc',
        code_challenge_method: 'S256',
        response_type: 'code',
        redirect_uri: 'https://portal.example/authorized',
        state: '',
        auth_method: 'phone',
        auth_user: undefined,
        auth_country: 'MY',
        auth_phone_number: '+60 12-345 6701',
      }),
    );
    expect(url.pathname).toBe('/sso/api/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'autobid-portal',
      code_challenge: 'abc',
      code_challenge_method: 'S256',
      response_type: 'code',
      redirect_uri: 'https://portal.example/authorized',
      auth_method: 'phone',
      auth_country: 'MY',
      auth_phone_number: '+60 12-345 6701',
    });
  });
});
