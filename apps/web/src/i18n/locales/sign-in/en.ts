/** English of the sign-in page: its e-mail, phone, code and help-code steps. */
export const loginEn = {
  title: 'Sign in',
  subtitle: 'Sign in to watch live auctions and bid.',
  email: 'E-mail',
  emailPlaceholder: 'you@dealership.com',
  password: 'Password',
  passwordPlaceholder: 'Your password',
  submit: 'Sign in',
  welcome: 'Welcome back, {{name}}',
  region: 'Region',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  methodLabel: 'Sign in with',
  methodEmail: 'E-mail',
  methodPhone: 'Phone',
  dialCode: 'Country code',
  phone: 'Mobile number',
  phonePlaceholder: '12-345 6789',
  phoneType: 'phone number',
  sendCode: 'Send code',
  helpStart: 'Have a help code from support?',
  forgot: 'Forgot password?',
  codeTitle: 'Enter the code',
  codeSentTo: 'We sent a 6-digit code by SMS to {{phone}}.',
  code: 'Verification code',
  verify: 'Verify and sign in',
  resend: 'Send a new code',
  resendIn: 'New code in {{time}}',
  codeResent: 'A new code is on its way.',
  changeNumber: 'Change number',
  noSms: 'Didn’t get the SMS?',
  devOutbox: 'No SMS provider is set up here: read the code in the dev outbox.',
  devOutboxLink: 'Open the dev outbox',
  helpTitle: 'Sign in with a help code',
  helpIntro: 'Call AutoBid support: they read you a 6-digit help code for {{phone}}.',
  helpIntroNoPhone: 'Call AutoBid support and ask for a help code for your mobile number.',
  supportTitle: 'AutoBid support',
  helpCode: 'Help code',
  helpSubmit: 'Sign in',
  back: 'Back',
};

/** English of asking for a password-reset link. */
export const forgotPasswordEn = {
  title: 'Reset your password',
  intro: 'Enter your account’s e-mail and we will send you a link to set a new password.',
  submit: 'Send the link',
  sent: 'If an account uses {{email}}, a link to set a new password is on its way. It works once and expires soon.',
  devOutbox: 'No e-mail provider is set up here: read the e-mail in the dev outbox.',
  backToSignIn: 'Back to sign-in',
};

/** English of the e-mailed link that sets a new password. */
export const resetPasswordEn = {
  title: 'Set a new password',
  password: 'New password',
  confirm: 'Repeat the new password',
  rules: 'At least 10 characters. Common passwords and your e-mail address are refused.',
  mismatch: 'The two passwords are not the same.',
  refused: 'Choose another password: this one is too easy to guess.',
  submit: 'Save the new password',
  done: 'Password changed. Sign in with your new password.',
  signIn: 'Sign in',
  askAgain: 'Ask for a new link',
};

/** English of the dev outbox (the SMS and e-mails sent while no provider is set up). */
export const devOutboxEn = {
  title: 'Dev outbox',
  intro:
    'What AutoBid sent by SMS and e-mail here. This page exists only while no SMS or e-mail provider is set up.',
  refresh: 'Refresh',
  empty: 'Nothing sent yet.',
  unavailable: 'The dev outbox is not available: messages go out through a real provider here.',
  channel: { email: 'E-mail', sms: 'SMS' },
  to: 'To',
  copy: 'Copy {{code}}',
  copied: 'Copied',
};
