import type { Localized } from '../plural';
import type { SignedOutTranslation } from './en-signed-out';
import { centralSignInId } from './central-sign-in/id';
import { inviteId } from './invite/id';
import { devOutboxId, forgotPasswordId, loginId, resetPasswordId } from './sign-in/id';

/** The signed-out pages' Indonesian, loaded with those pages (`loadSignedOutTexts` in `i18n/i18n.ts`). */
export const idSignedOut: Localized<SignedOutTranslation> = {
  login: loginId,
  forgotPassword: forgotPasswordId,
  resetPassword: resetPasswordId,
  devOutbox: devOutboxId,
  centralSignIn: centralSignInId,
  invite: inviteId,
};
