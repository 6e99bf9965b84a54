/** The markets the platform trades in (spec §1); a selected country must be one of them (spec §5). */
export const SUPPORTED_COUNTRIES = ['SG', 'MY', 'ID', 'HK'] as const;
export type Country = (typeof SUPPORTED_COUNTRIES)[number];

export const DEFAULT_COUNTRY: Country = 'MY';

/** Spec §1: the regions offered at sign-in. HK is a market, but not offered there. */
export const SIGN_IN_COUNTRIES = ['SG', 'MY', 'ID'] as const satisfies readonly Country[];
export type SignInCountry = (typeof SIGN_IN_COUNTRIES)[number];

export function isSignInCountry(value: unknown): value is SignInCountry {
  return typeof value === 'string' && (SIGN_IN_COUNTRIES as readonly string[]).includes(value);
}

export function isSupportedCountry(value: unknown): value is Country {
  return typeof value === 'string' && (SUPPORTED_COUNTRIES as readonly string[]).includes(value);
}

/** Spec §9: live lists are sorted by time_end only in these markets. */
export function sortsByTimeEnd(country: string | undefined): boolean {
  return country === 'SG' || country === 'HK';
}
