import {
  DIAL_CODES,
  loginByEmailRequestSchema,
  sendOtpRequestSchema,
  verifyOtpRequestSchema,
} from '@autobid/contract';
import { z } from 'zod/mini';

/** The hosted page's query: the language picked on the page and the way in shown. */
export const pageQuerySchema = z.object({
  lang: z.optional(z.string().check(z.maxLength(10))),
  method: z.optional(z.enum(['email', 'phone'])),
});

/** The language the page was shown in, which each of its forms posts back with its fields. */
const lang = z.optional(z.string().check(z.maxLength(10)));

/** The e-mail way in: the API's sign-in body and the page's language. */
export const pageEmailSchema = z.extend(loginByEmailRequestSchema, { lang });

const countries = DIAL_CODES.map((entry) => entry.country) as [string, ...string[]];

/** Phone step one: the number and the country picked beside it. */
export const pagePhoneSendSchema = z.extend(sendOtpRequestSchema, {
  country: z.optional(z.enum(countries, { error: 'country is not a valid country' })),
  lang,
});

/** Phone step two: the code, with the verification and number carried over from step one. */
export const pagePhoneVerifySchema = z.extend(verifyOtpRequestSchema, {
  phone: z.string().check(z.minLength(1, { error: 'Please enter phone' }), z.maxLength(32)),
  lang,
});
