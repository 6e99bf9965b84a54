/** English strings of the account page and the help-code action; `id.ts` and `th.ts` have the same keys. */
export const accountEn = {
  title: 'Your account',
  back: 'Back',
  signedInAs: 'Signed in as {{email}}',
  otherUser:
    'This link was opened for {{email}}, but you are signed in as another account. Changes here apply to the account you are signed in with.',
  loadFailed: 'Your group’s details could not be loaded.',
  retry: 'Try again',
  profile: {
    title: 'Profile',
    name: 'Name',
    email: 'E-mail',
    emailHint: 'Your e-mail is how you sign in; ask support to change it.',
    phone: 'Phone',
    dialCode: 'Dial code',
    phoneHint: 'Used to sign in with a one-time code. Leave empty to remove it.',
    language: 'Language',
    country: 'Country',
    countryHint: 'The market your lists show. Applies on this device at once.',
    save: 'Save profile',
    saved: 'Your profile is saved.',
  },
  group: {
    title: 'Group',
    name: 'Name',
    kind: 'Type',
    kindDealer: 'Dealer',
    kindSeller: 'Seller',
    market: 'Market',
    contactEmail: 'Contact e-mail',
    contactPhone: 'Contact phone',
    address: 'Address',
    none: 'Not given',
    readOnly: 'Only your group’s administrators can change these details.',
    noGroup: 'Your account does not belong to a group.',
    save: 'Save group',
    saved: 'Your group’s details are saved.',
  },
  password: {
    title: 'Password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    rules:
      'At least 10 characters, not only spaces, and not a commonly used password. You stay signed in here; every other device is signed out.',
    mismatch: 'The two new passwords are not the same',
    sameAsCurrent: 'The new password must differ from the current one',
    save: 'Change password',
    saved: 'Your password is changed. Other devices are signed out.',
  },
  fieldErrors: {
    name: 'Check the name: it is empty, too long or holds characters that are not allowed.',
    phone:
      'This is not a phone number of the dial code chosen: write only digits, such as {{example}}.',
    phoneTaken: 'Another account already uses this phone number.',
    contactEmail: 'This is not a valid e-mail address.',
    contactPhone:
      'This is not a phone number of the dial code chosen: write only digits, such as {{example}}.',
    address: 'Check the address: it is too long or holds characters that are not allowed.',
    wrongPassword: 'Your current password is not right.',
    password: 'Choose another password: it is too short, too long or too common.',
  },
};

/** English strings of the back office's help-code action on a dealer's or seller's account. */
export const helpCodeEn = {
  action: 'Issue help code',
  noPhone: 'This account has no phone number, so no help code can be issued.',
  title: 'Help code for {{name}}',
  intro:
    'Read this code to the person on the phone. It is shown only now and signs in only with the phone number below.',
  code: 'Code',
  phone: 'Phone',
  expires: 'Valid until',
  close: 'Close',
};

export type AccountTranslation = typeof accountEn;
export type HelpCodeTranslation = typeof helpCodeEn;
