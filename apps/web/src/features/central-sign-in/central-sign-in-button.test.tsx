import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, setRuntimeConfig } from '../../config/runtime-config';
import { initI18n } from '../../i18n/i18n';
import { loadSignedOutTexts } from '../../i18n/i18n';
import { SignInService } from '../../lib/web-auth/testing/sign-in-service';
import { setTestRuntimeConfig } from '../../testing/test-runtime-config';
import { CentralSignInButton } from './central-sign-in-button';

const server = new SignInService();
beforeAll(async () => {
  await server.start();
  await initI18n('en');
  await loadSignedOutTexts();
});
afterAll(() => server.stop());

function configureGate(path: string | undefined) {
  setTestRuntimeConfig();
  setRuntimeConfig({
    ...getRuntimeConfig(),
    api: { ...getRuntimeConfig().api, sso: `${server.origin}/sso/api` },
    ...(path ? { remote_config_url: `${server.origin}${path}` } : {}),
  });
}

describe('CentralSignInButton', () => {
  it('renders nothing while the remote config says the portal is not in production', async () => {
    server.answer('GET /off.json', { status: 200, body: { portal: { production: false } } });
    configureGate('/off.json');
    const { container } = render(<CentralSignInButton country="MY" />);
    await vi.waitFor(() => expect(server.to('GET /off.json')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
  });

  it('sends the browser to the hosted sign-in with the page country and method when enabled', async () => {
    server.answer('GET /on.json', { status: 200, body: { portal: { production: true } } });
    configureGate('/on.json');
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      assign,
      search: '?redirectUrl=%2Fauctions%2F7',
    });
    try {
      render(<CentralSignInButton country="SG" method="phone" />);
      const button = await screen.findByTestId('central-sign-in');
      expect(button.textContent).toContain('Sign in with AutoBid ID');
      fireEvent.click(button);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      const url = new URL(String(assign.mock.calls[0]![0]));
      expect(url.pathname).toBe('/sso/api/oauth/authorize');
      expect(url.searchParams.get('auth_country')).toBe('SG');
      expect(url.searchParams.get('auth_method')).toBe('phone');
      expect(url.searchParams.get('state')).toBe('/auctions/7');
      expect(url.searchParams.get('client_id')).toBe('autobid-portal');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
