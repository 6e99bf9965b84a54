import {
  loginByOtpRequestSchema,
  loginByTokenRequestSchema,
  sendOtpRequestSchema,
  verifyOtpRequestSchema,
} from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../access/access';
import { AppError } from '../../lib/app-error';
import { parseBody, parseInput } from '../../lib/parse';
import { staffActorOf } from '../../plugins/authenticate';
import type { Mailer } from '../mail/mailer';
import { requestOrigin } from '../mail/outbox-links';
import { helpCodeParams } from './phone-sign-in.schemas';
import type { PhoneSignInService } from './phone-sign-in.service';

const AUCTION = '/auction/api/v1';
/** How many messages the dev outbox shows. */
const DEV_OUTBOX_SIZE = 50;

/** Sign-in by phone, the help code and the dev outbox (docs/sign-in.md). */
export async function phoneSignInRoutes(
  app: FastifyInstance,
  opts: { phone: PhoneSignInService; mailer: Mailer; devOutbox: boolean },
): Promise<void> {
  const { phone, mailer } = opts;

  app.post(
    `${AUCTION}/otp/send`,
    { ...allow('public'), schema: { body: sendOtpRequestSchema } },
    async (request) => {
      const body = parseBody(sendOtpRequestSchema, request.body);
      const challenge = await phone.send({
        phone: body.phone,
        ip: request.ip,
        ...(body.g_recaptcha_response ? { botToken: body.g_recaptcha_response } : {}),
      });
      return { data: challenge };
    },
  );

  app.post(
    `${AUCTION}/otp/verify`,
    { ...allow('public'), schema: { body: verifyOtpRequestSchema } },
    async (request) => {
      const body = parseBody(verifyOtpRequestSchema, request.body);
      await phone.verify({ accessToken: body.access_token, code: body.code });
      return { data: { access_token: body.access_token, verified: true } };
    },
  );

  app.post(
    `${AUCTION}/loginByOtp`,
    { ...allow('public'), schema: { body: loginByOtpRequestSchema } },
    async (request) => {
      const body = parseBody(loginByOtpRequestSchema, request.body);
      return {
        data: await phone.loginByOtp({ accessToken: body.access_token, phone: body.phone }),
      };
    },
  );

  app.post(
    `${AUCTION}/loginByToken`,
    { ...allow('public'), schema: { body: loginByTokenRequestSchema } },
    async (request) => {
      const body = parseBody(loginByTokenRequestSchema, request.body);
      const session = await phone.loginByToken({
        accessToken: body.access_token,
        phone: body.phone,
        phoneCode: body.phone_code,
      });
      return { data: session };
    },
  );

  app.post(
    '/portal/api/v2/staff/users/:userId/help-code',
    { ...allow('admin', 'operations'), schema: { params: helpCodeParams } },
    async (request) => {
      const { userId } = parseInput(helpCodeParams, request.params);
      return { data: await phone.issueHelpCode(staffActorOf(request), userId) };
    },
  );

  // Registered always, so every installation has the same routes; it answers only where nothing
  // delivers some channel and never in production.
  // Its links open the portal where the reader has it open (docs/operations.md).
  app.get('/portal/api/v2/dev/outbox', allow('public'), async (request) => {
    if (!opts.devOutbox)
      throw new AppError('not_found', 'No route for GET /portal/api/v2/dev/outbox');
    return { data: await mailer.newestUndelivered(DEV_OUTBOX_SIZE, requestOrigin(request)) };
  });
}
