/** The public invite page: set a password from the e-mailed link. */
export const inviteEn = {
  title: 'Set your password',
  intro: 'Welcome, {{name}}. Choose a password for {{email}}; you will be signed in right away.',
  password: 'New password',
  confirm: 'Repeat the password',
  rule: 'At least 10 characters.',
  tooShort: 'Use at least 10 characters.',
  mismatch: 'The two passwords are not the same.',
  submit: 'Set password and sign in',
  loading: 'Checking your link…',
  unknown: 'This link is not valid. Ask your administrator for a new invite.',
  expired: 'This link has expired. Ask your administrator to send a new one.',
  used: 'This link was already used. Sign in with the password you set.',
  disabled: 'This account is disabled. Ask your administrator.',
  toSignIn: 'Go to sign-in',
};

export type InviteTranslation = typeof inviteEn;
