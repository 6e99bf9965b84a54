import { DIAL_CODES } from '@autobid/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type Provider } from 'oidc-provider';
import { allow } from '../../access/access';
import { AppError } from '../../lib/app-error';
import { parseBody, parseInput } from '../../lib/parse';
import type { AuthService } from '../auth/auth.service';
import type { UserRow } from '../auth/auth.repository';
import { renderMessagePage, renderSignInPage, type SignInView } from './sign-in-page';
import { PAGE_TEXTS, pickLanguage, type PageLanguage, type PageTexts } from './sign-in-texts';
import type { PhoneProof } from '../phone-sign-in/phone-proof';
import { SSO_MOUNT } from './sso-provider';
import {
  pageEmailSchema,
  pagePhoneSendSchema,
  pagePhoneVerifySchema,
  pageQuerySchema,
} from './sso.schemas';

/** The phone way in: the phone sign-in module's proof (modules/phone-sign-in). */
export type PhoneProofPort = PhoneProof;

type PageState = Omit<SignInView, 'uid' | 'lang' | 'hasPhone'>;
type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

const field = (body: unknown, name: string): string | undefined => {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};
const param = (details: Details, name: string) => {
  const value = details.params[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};
const countryOf = (value: string | undefined) =>
  DIAL_CODES.find((entry) => entry.country === value?.toUpperCase() || entry.dial === value)
    ?.country;

/**
 * The hosted sign-in page (docs/central-sign-in.md): server-rendered, no script. Its forms are
 * safe from cross-site posting because they act only on the interaction named by the provider's
 * SameSite cookie, which a browser sends only with a request from this site, and because a post
 * whose Origin names another site is refused.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  opts: { provider: Provider; auth: AuthService; phone: PhoneProofPort | null; publicUrl: string },
): Promise<void> {
  const { provider, auth, phone } = opts;
  const base = `${SSO_MOUNT}/interaction/:uid`;
  const publicHost = new URL(opts.publicUrl).host;

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .type('text/html; charset=utf-8')
      .send(body);

  /** The interaction of the request's cookie, when it is the one the address names and is a sign-in. */
  async function interactionOf(
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ) {
    const origin = request.headers.origin;
    if (request.method === 'POST' && origin && origin !== 'null') {
      const host = URL.canParse(origin) ? new URL(origin).host : '';
      if (host !== request.headers.host && host !== publicHost)
        throw new errors.InvalidRequest('the form was sent from another site');
    }
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.uid !== request.params.uid)
      throw new errors.SessionNotFound('interaction does not match');
    return details;
  }

  /**
   * Runs one step of the page; an expected failure shows the page again with its message (and
   * the status the API would answer), an unknown or expired sign-in shows why it cannot go on.
   */
  async function step(
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
    /** Answers the page to show next, or null once it has redirected. */
    run: (details: Details, lang: PageLanguage) => Promise<PageState | null>,
    onError: (details: Details) => PageState,
  ) {
    const chosen = field(request.body, 'lang') ?? field(request.query, 'lang');
    let lang = pickLanguage({ chosen, acceptLanguage: request.headers['accept-language'] });
    let details: Details | undefined;
    const page = (state: PageState, status: number, t: PageTexts, error?: AppError) =>
      html(
        reply,
        status,
        renderSignInPage({
          uid: request.params.uid,
          lang,
          hasPhone: phone !== null,
          ...state,
          error: error ? (t[error.code as keyof PageTexts] ?? error.message) : undefined,
        }),
      );
    try {
      details = await interactionOf(request, reply);
      lang = pickLanguage({
        chosen,
        uiLocales: details.params.ui_locales,
        acceptLanguage: request.headers['accept-language'],
      });
      const outcome = await run(details, lang);
      return outcome ? page(outcome, 200, PAGE_TEXTS[lang]) : reply;
    } catch (error) {
      const t = PAGE_TEXTS[lang];
      if (error instanceof AppError && details) {
        if (error.details.headers) void reply.headers(error.details.headers);
        return page(onError(details), error.status, t, error);
      }
      if (error instanceof errors.OIDCProviderError || error instanceof AppError)
        return html(reply, 400, renderMessagePage(lang, t.expiredTitle, t.expired));
      throw error;
    }
  }

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
  ): Promise<null> {
    if (user.disabledAt)
      throw new AppError(
        'account_disabled',
        'This account is disabled. Ask your administrator to enable it again.',
      );
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: String(user.id) } },
      { mergeWithLastSubmission: false },
    );
    void reply.redirect(returnTo, 303);
    return null;
  }

  function requirePhone(): PhoneProofPort {
    if (!phone) throw new AppError('not_found', 'Sign-in by phone is not offered here.');
    return phone;
  }

  const prefill = (details: Details): PageState => ({
    method: phone && param(details, 'auth_method') === 'phone' ? 'phone' : 'email',
    email: param(details, 'auth_user'),
    phone: param(details, 'auth_phone_number'),
    country: countryOf(param(details, 'auth_country')),
  });

  app.get<{ Params: { uid: string } }>(
    base,
    { ...allow('public'), schema: { querystring: pageQuerySchema } },
    (request, reply) =>
      step(
        request,
        reply,
        async (details) => {
          const query = parseInput(pageQuerySchema, request.query);
          const state = prefill(details);
          return query.method ? { ...state, method: query.method } : state;
        },
        prefill,
      ),
  );

  app.post<{ Params: { uid: string } }>(
    `${base}/login`,
    {
      ...allow('public'),
      schema: {
        body: pageEmailSchema,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
      },
    },
    (request, reply) => {
      const state = (details: Details): PageState => ({
        ...prefill(details),
        method: 'email',
        email: field(request.body, 'email'),
      });
      return step(
        request,
        reply,
        async () => {
          const body = parseBody(pageEmailSchema, request.body);
          const user = await auth.verifyCredentials({
            email: body.email,
            password: body.password,
            ip: request.ip,
          });
          return finish(request, reply, user);
        },
        state,
      );
    },
  );

  app.post<{ Params: { uid: string } }>(
    `${base}/phone/send`,
    {
      ...allow('public'),
      schema: {
        body: pagePhoneSendSchema,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
      },
    },
    (request, reply) => {
      const state = (details: Details): PageState => ({
        ...prefill(details),
        method: 'phone',
        phone: field(request.body, 'phone'),
        country: countryOf(field(request.body, 'country')),
      });
      return step(
        request,
        reply,
        async (details) => {
          const body = parseBody(pagePhoneSendSchema, request.body);
          const challenge = await requirePhone().send({
            phone: body.phone,
            ip: request.ip,
            ...(body.country ? { country: body.country } : {}),
            ...(body.g_recaptcha_response ? { botToken: body.g_recaptcha_response } : {}),
            ...(body.g_recaptcha_action ? { botAction: body.g_recaptcha_action } : {}),
          });
          return {
            ...state(details),
            challenge: { accessToken: challenge.access_token, phone: challenge.phone },
          };
        },
        state,
      );
    },
  );

  app.post<{ Params: { uid: string } }>(
    `${base}/phone/verify`,
    {
      ...allow('public'),
      schema: {
        body: pagePhoneVerifySchema,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
      },
    },
    (request, reply) => {
      const accessToken = field(request.body, 'access_token') ?? '';
      const number = field(request.body, 'phone') ?? '';
      return step(
        request,
        reply,
        async () => {
          const proof = requirePhone();
          const body = parseBody(pagePhoneVerifySchema, request.body);
          await proof.verify({ accessToken: body.access_token, code: body.code });
          const user = await proof.consumeVerified({
            accessToken: body.access_token,
            phone: body.phone,
          });
          return finish(request, reply, user);
        },
        (details) => ({
          ...prefill(details),
          method: 'phone',
          ...(accessToken && number ? { challenge: { accessToken, phone: number } } : {}),
        }),
      );
    },
  );
}
