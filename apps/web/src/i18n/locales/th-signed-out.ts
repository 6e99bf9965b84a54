import type { Localized } from '../plural';
import type { SignedOutTranslation } from './en-signed-out';
import { centralSignInTh } from './central-sign-in/th';
import { inviteTh } from './invite/th';
import { devOutboxTh, forgotPasswordTh, loginTh, resetPasswordTh } from './sign-in/th';

/** The signed-out pages' Thai, loaded with those pages (`loadSignedOutTexts` in `i18n/i18n.ts`). */
export const thSignedOut: Localized<SignedOutTranslation> = {
  login: loginTh,
  forgotPassword: forgotPasswordTh,
  resetPassword: resetPasswordTh,
  devOutbox: devOutboxTh,
  centralSignIn: centralSignInTh,
  invite: inviteTh,
};
