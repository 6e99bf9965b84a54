import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthProvider, useAuthState } from './auth-provider';
import { storageKeyFor } from './persisted-session';
import { SignInService } from './testing/sign-in-service';
import { createWebAuth } from './web-auth';

const REDIRECT_URI = 'https://portal.example/authorized';
const service = new SignInService();

beforeAll(() => service.start());
afterAll(() => service.stop());
beforeEach(() => {
  localStorage.clear();
  service.received.length = 0;
});

function Subject() {
  const state = useAuthState();
  return (
    <p data-testid="state">{`${String(state.check)} ${String(state.is_alive)} ${state.auth_user ?? '-'}`}</p>
  );
}

const authOf = () =>
  createWebAuth({
    clientId: 'autobid-portal',
    authority: `${service.origin}/sso/api`,
    appService: `${service.origin}/autobid-sso/v1`,
    redirectUri: REDIRECT_URI,
    isWebview: false,
    navigate: () => undefined,
  });

describe('AuthProvider and useAuthState (spec §8)', () => {
  it('useAuthState outside its provider throws the spec message', () => {
    const silenced = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Subject />)).toThrow(
        new Error("useAuthState must be used within it's Provider"),
      );
    } finally {
      console.error = silenced;
    }
  });

  it('checks a kept session once on start and shows the result', async () => {
    localStorage.setItem(storageKeyFor(REDIRECT_URI, false), JSON.stringify({ token: 'tok' }));
    service.answer('GET /autobid-sso/v1/check', {
      status: 200,
      body: { data: { active: true, sub: '7' } },
    });
    render(
      <AuthProvider auth={authOf()}>
        <Subject />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('true true 7'));
    expect(service.to('GET /autobid-sso/v1/check')).toHaveLength(1);
  });

  it('calls nothing when no session is kept', async () => {
    render(
      <AuthProvider auth={authOf()}>
        <Subject />
      </AuthProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('state').textContent).toBe('false false -');
    expect(service.received).toEqual([]);
  });
});
