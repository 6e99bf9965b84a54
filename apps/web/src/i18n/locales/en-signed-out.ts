import { centralSignInEn } from './central-sign-in/en';
import { inviteEn } from './invite/en';
import { devOutboxEn, forgotPasswordEn, loginEn, resetPasswordEn } from './sign-in/en';

/**
 * The English of the pages a visitor sees before signing in (sign-in, forgot and reset password,
 * central sign-in, the invite link, the dev outbox): loaded with those pages (`loadSignedOutTexts`
 * in `i18n/i18n.ts`), so the signed-in pages do not carry it.
 */
export const enSignedOut = {
  login: loginEn,
  forgotPassword: forgotPasswordEn,
  resetPassword: resetPasswordEn,
  devOutbox: devOutboxEn,
  centralSignIn: centralSignInEn,
  invite: inviteEn,
};

export type SignedOutTranslation = typeof enSignedOut;
