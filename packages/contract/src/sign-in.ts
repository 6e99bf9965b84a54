import { z } from 'zod/mini';
import { GROUP_NAME_MAX, GROUP_NAME_MIN, newPasswordSchema } from './admin';
import { enteredText, missingOrNotText, nameText } from './text';
import { LANGUAGES, userSchema } from './user';

/**
 * Every way in beyond e-mail and password (docs/sign-in.md): phone with a one-time code, a help
 * code from support, password reset, and the account calls. Field names are the spec's (§7).
 */

/** Spec §9: the dial codes a phone number may start with, and the country each belongs to. */
export const DIAL_CODES = [
  { dial: '+65', country: 'SG' },
  { dial: '+62', country: 'ID' },
  { dial: '+60', country: 'MY' },
  { dial: '+66', country: 'TH' },
  { dial: '+61', country: 'AU' },
  { dial: '+852', country: 'HK' },
  { dial: '+84', country: 'VN' },
] as const;
export type DialCountry = (typeof DIAL_CODES)[number]['country'];

/** Spec §9: a verification code is six digits. */
export const VERIFICATION_CODE_LENGTH = 6;

/** Spec §8: the phone verification errors, exactly as the spec names them. */
export const PHONE_ERROR_CODES = [
  'auth/invalid-verification-code',
  'auth/invalid-phone-number',
  'auth/code-expired',
  'auth/too-many-requests',
] as const;

const botCheck = {
  g_recaptcha_response: z.optional(z.string().check(z.maxLength(4000))),
  g_recaptcha_action: z.optional(z.string().check(z.maxLength(100))),
};
/** A phone as typed: digits, spaces, dashes, brackets and a leading +; checked per country on the server. */
const phoneInput = enteredText('phone', 32);
/** The opaque token of one phone verification, as the send step answered it. */
const verificationToken = enteredText('access_token', 200);
const sixDigits = (label: string) =>
  z
    .string({ error: missingOrNotText(label) })
    .check(z.regex(/^\d{6}$/, { error: `${label} must be ${VERIFICATION_CODE_LENGTH} digits` }));

/** `POST /auction/api/v1/otp/send`: sends a code to the phone, answers the verification's token. */
export const sendOtpRequestSchema = z.object({
  phone: phoneInput,
  ...botCheck,
});
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>;

export const otpChallengeSchema = z.object({
  /** Names this verification in the verify, loginByOtp and loginByToken calls. */
  access_token: z.string(),
  /** The number the code went to, in E.164 (`+60123456701`). */
  phone: z.string(),
  /** When the code stops working. */
  expires_at: z.string(),
  /** The earliest moment another code may be asked for. */
  resend_at: z.string(),
  code_length: z.int(),
});
export type OtpChallenge = z.infer<typeof otpChallengeSchema>;

/** `POST /auction/api/v1/otp/verify`: the code the person typed. */
export const verifyOtpRequestSchema = z.object({
  access_token: verificationToken,
  code: sixDigits('code'),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/** `POST /auction/api/v1/loginByOtp?include=active_group` (spec §7). */
export const loginByOtpRequestSchema = z.object({
  access_token: verificationToken,
  phone: phoneInput,
});
export type LoginByOtpRequest = z.infer<typeof loginByOtpRequestSchema>;

/** `POST /auction/api/v1/loginByToken?include=active_group` (spec §7): the help code in `phone_code`. */
export const loginByTokenRequestSchema = z.object({
  access_token: verificationToken,
  phone: phoneInput,
  phone_code: sixDigits('phone_code'),
});
export type LoginByTokenRequest = z.infer<typeof loginByTokenRequestSchema>;

/** What every sign-in answers (as `loginByEmail`): the user under `data.user`. */
export const loginAnswerSchema = z.object({
  data: z.object({ user: userSchema, access_token: z.string() }),
});

/** `POST /portal/api/v2/staff/users/{id}/help-code`: shown once to the staff member who asked. */
export const helpCodeSchema = z.object({
  code: z.string(),
  phone: z.nullable(z.string()),
  expires_at: z.string(),
});
export type HelpCode = z.infer<typeof helpCodeSchema>;

/** `POST /portal/api/v2/mytukar/portal/account/password/request-reset` (spec §7). */
export const requestPasswordResetSchema = z.object({
  email: z.email({ error: 'email is not a valid email' }).check(z.maxLength(254)),
  ...botCheck,
});
export type RequestPasswordReset = z.infer<typeof requestPasswordResetSchema>;

/** `POST /portal/api/v2/mytukar/portal/account/password/reset/{user_id}` (spec §7). */
export const resetPasswordSchema = z.object({
  password: newPasswordSchema,
  token: enteredText('token', 200),
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** `PUT /auction/api/v1/users/{id}`: only oneself; `phone: null` removes the number. */
export const updateUserSchema = z.object({
  name: z.optional(nameText('name', 120)),
  phone: z.optional(z.nullable(phoneInput)),
  language: z.optional(z.enum(LANGUAGES, { error: 'language must be one of en, id, th' })),
});
export type UpdateUser = z.infer<typeof updateUserSchema>;

/** `PUT /auction/api/v1/groups/{id}`: the group's administrators only. */
export const updateGroupSchema = z.object({
  name: z.optional(nameText('name', GROUP_NAME_MAX, GROUP_NAME_MIN)),
  contact_email: z.optional(
    z.nullable(z.email({ error: 'contact_email is not a valid email' }).check(z.maxLength(254))),
  ),
  contact_phone: z.optional(z.nullable(phoneInput)),
  address: z.optional(z.nullable(nameText('address', 300))),
});
export type UpdateGroup = z.infer<typeof updateGroupSchema>;

/** The group as its account page shows it. */
export const groupDetailsSchema = z.object({
  id: z.int(),
  name: z.string(),
  kind: z.enum(['dealer', 'seller']),
  market: z.string(),
  contact_email: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** Whether the caller may change it. */
  can_edit: z.boolean(),
});
export type GroupDetails = z.infer<typeof groupDetailsSchema>;

/** `PUT /auction/api/v1/users/{id}/password`: every other session of the user ends. */
export const changePasswordSchema = z.object({
  current_password: enteredText('current_password', 200),
  password: newPasswordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The remote config (spec §7): central sign-in is offered only when `portal.production` is true. */
export const remoteConfigSchema = z.object({
  portal: z.object({ production: z.boolean() }),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

/** `GET /{product}-sso/v1/check`: the session behind a central sign-in token. */
export const ssoCheckSchema = z.object({
  data: z.object({ active: z.boolean(), sub: z.string(), user: userSchema }),
});

/** A message the dev outbox shows (only when no provider is configured, never in production). */
export const devOutboxMessageSchema = z.object({
  id: z.int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;
export const devOutboxSchema = z.object({ data: z.array(devOutboxMessageSchema) });
