/** Spec §3 "Sign-in redirect query": what the hosted sign-in page is opened with. */
export interface SignInQuery {
  client_id: string;
  code_challenge: string;
  code_challenge_method: 'S256';
  response_type: 'code';
  redirect_uri: string;
  state?: string;
  /** How the person signs in; spec §9: e-mail unless asked otherwise. */
  auth_method?: string;
  auth_user?: string;
  auth_country?: string;
  auth_phone_number?: string;
}

/** The address of the hosted sign-in with the query; spec §5: empty and undefined values are dropped. */
export function buildSignInUrl(authorizeUrl: string, query: SignInQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as [string, string | undefined][]) {
    if (value !== undefined && value !== '') params.set(name, value);
  }
  return `${authorizeUrl}${authorizeUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}
