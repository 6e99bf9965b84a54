import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { loadSignedOutTexts } from '../../../i18n/i18n';
import { AuthProvider } from '../../../lib/web-auth/auth-provider';
import { storageKeyFor } from '../../../lib/web-auth/persisted-session';
import { SignInService } from '../../../lib/web-auth/testing/sign-in-service';
import { createWebAuth } from '../../../lib/web-auth/web-auth';
import { CentralSignInCallbackPage } from './central-sign-in-callback-page';

const REDIRECT_URI = 'https://portal.example/authorized';
const service = new SignInService();

beforeAll(async () => {
  await service.start();
  await initI18n('en');
  await loadSignedOutTexts();
});
afterAll(() => service.stop());
beforeEach(() => {
  localStorage.clear();
  service.received.length = 0;
  localStorage.setItem(
    storageKeyFor(REDIRECT_URI, false),
    JSON.stringify({ code_verifier: 'v'.repeat(43) }),
  );
  service.answer('GET /autobid-sso/v1/check', {
    status: 200,
    body: { data: { active: true, sub: '9' } },
  });
});

function Landed() {
  const { pathname } = useLocation();
  return <p data-testid="landed">{pathname}</p>;
}

/** The callback page at `entry`, with a sign-in client of the test service. */
function renderCallback(entry: string, startSession = vi.fn(async () => true)) {
  const visited: string[] = [];
  const auth = createWebAuth({
    clientId: 'autobid-portal',
    authority: `${service.origin}/sso/api`,
    appService: `${service.origin}/autobid-sso/v1`,
    redirectUri: REDIRECT_URI,
    isWebview: false,
    restartOnExchangeFailure: false,
    navigate: (url) => visited.push(url),
  });
  render(
    <AuthProvider auth={auth}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/authorized"
            element={
              <CentralSignInCallbackPage
                homePath="/"
                loginPath="/login"
                startSession={startSession}
              />
            }
          />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
  return { startSession, visited };
}

describe('the central sign-in callback page', () => {
  it('trades the code, starts the app session with the token and lands on the page in state', async () => {
    service.answer('POST /sso/api/oauth/token', { status: 200, body: { access_token: 'tok-9' } });
    const { startSession } = renderCallback('/authorized?code=c-1&state=%2Fauctions%2Fpinned');
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/auctions/pinned');
    expect(startSession).toHaveBeenCalledWith('tok-9');
  });

  it('lands on the home page when state points off the site', async () => {
    service.answer('POST /sso/api/oauth/token', { status: 200, body: { access_token: 'tok-9' } });
    renderCallback('/authorized?code=c-2&state=https%3A%2F%2Fevil.example%2F');
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/');
  });

  it('says the sign-in was refused, signs no one in and offers a new sign-in when the service refuses the code', async () => {
    service.answer('POST /sso/api/oauth/token', { status: 400, body: { error: 'invalid_grant' } });
    const { startSession, visited } = renderCallback('/authorized?code=c-3&state=%2Fx');
    const error = await screen.findByTestId('central-sign-in-error');
    expect(error.textContent).toMatch(/did not accept this sign-in/);
    expect(startSession).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('central-sign-in-retry'));
    await vi.waitFor(() => expect(visited).toHaveLength(1));
    expect(new URL(visited[0]!).searchParams.get('state')).toBe('/x');
  });

  it('says no code came back when the address carries none', async () => {
    renderCallback('/authorized');
    expect((await screen.findByTestId('central-sign-in-error')).textContent).toMatch(
      /sent no sign-in code/,
    );
    expect(service.received).toEqual([]);
  });

  it('says the sign-in was cancelled when the service answers access_denied', async () => {
    renderCallback('/authorized?error=access_denied');
    expect((await screen.findByTestId('central-sign-in-error')).textContent).toMatch(/cancelled/);
  });

  it('says the account could not be loaded when the app cannot start its session', async () => {
    service.answer('POST /sso/api/oauth/token', { status: 200, body: { access_token: 'tok-9' } });
    renderCallback(
      '/authorized?code=c-4',
      vi.fn(async () => false),
    );
    expect((await screen.findByTestId('central-sign-in-error')).textContent).toMatch(
      /could not be loaded/,
    );
  });
});
