import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LoginForm } from './login-form';

function renderForm(onSubmit = vi.fn()) {
  return renderWithProviders(
    <LoginForm
      loading={false}
      failure={null}
      onSubmit={onSubmit}
      forgotPasswordPath="/forgot-password"
    />,
  ).then((view) => ({ ...view, onSubmit }));
}

const email = () => screen.getByTestId<HTMLInputElement>('login-email');
const password = () => screen.getByTestId<HTMLInputElement>('login-password');

describe('the sign-in form', () => {
  it('an empty form is not sent and names each missing field', async () => {
    const { onSubmit } = await renderForm();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter E-mail')).toBeTruthy();
    expect(screen.getByText('Please enter Password')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
  });

  it('a malformed e-mail is named when the field is left, and cleared once it is fixed', async () => {
    await renderForm();
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    expect(screen.queryByText('E-mail is not a valid email')).toBeNull();
    fireEvent.blur(email());
    expect(screen.getByText('E-mail is not a valid email')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'dealer@example.com' } });
    expect(screen.queryByText('E-mail is not a valid email')).toBeNull();
  });

  it('a complete form sends the e-mail and password typed', async () => {
    const { onSubmit } = await renderForm();
    fireEvent.change(email(), { target: { value: 'dealer@example.com' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'dealer@example.com', password: 'secret' });
  });

  it('the eye button shows the password and hides it again', async () => {
    await renderForm();
    expect(password().type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().type).toBe('password');
  });

  it('offers a link to reset a forgotten password under the password field', async () => {
    await renderForm();
    const link = screen.getByTestId<HTMLAnchorElement>('login-forgot');
    expect(link.textContent).toBe('Forgot password?');
    expect(link.getAttribute('href')).toBe('/forgot-password');
  });
});
