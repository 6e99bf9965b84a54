import { z } from 'zod/mini';
import { paginationSchema } from './portal';
import { missingOrNotText, nameText } from './text';
import { LANGUAGES } from './user';

/** The staff roles an admin grants (docs/roles.md). */
export const STAFF_ROLE_NAMES = ['admin', 'operations', 'inspector', 'finance'] as const;
export const ACCOUNT_KINDS = ['dealer', 'seller', 'staff'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const GROUP_KINDS = ['dealer', 'seller'] as const;
/** `active`: may sign in; `invited`: has not set a password yet; `disabled`: may not sign in. */
export const USER_STATUSES = ['active', 'invited', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A group's name: unique in its market, whoever names it (an admin, or the group's own). */
export const GROUP_NAME_MIN = 2;
export const GROUP_NAME_MAX = 80;

const marketCode = z
  .string()
  .check(z.regex(/^[A-Z]{2}$/, { error: 'must be a market code such as MY' }));

/**
 * A password a person sets (docs/admin.md): 10 to 128 characters, not only spaces. Sign-in only
 * asks for a non-empty password, so accounts made before this rule keep signing in.
 */
export const newPasswordSchema = z.string({ error: missingOrNotText('password') }).check(
  z.minLength(10, { error: 'must be at least 10 characters' }),
  z.maxLength(128, { error: 'must be at most 128 characters' }),
  z.refine((value) => value.trim().length > 0, { error: 'must not be only spaces' }),
);

export const adminGroupSchema = z.object({
  id: z.int(),
  name: z.string(),
  kind: z.enum(GROUP_KINDS),
  market: z.string(),
  user_count: z.int(),
  created_at: z.string(),
});
export type AdminGroup = z.infer<typeof adminGroupSchema>;

export const adminGroupPageSchema = z.object({
  data: z.array(adminGroupSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type AdminGroupPage = z.infer<typeof adminGroupPageSchema>;
export const adminGroupAnswerSchema = z.object({ data: adminGroupSchema });

/** `POST /portal/api/v2/staff/groups`. */
export const groupInputSchema = z.object({
  name: nameText('name', GROUP_NAME_MAX, GROUP_NAME_MIN),
  market: marketCode,
  kind: z.enum(GROUP_KINDS),
});
export type GroupInput = z.infer<typeof groupInputSchema>;
/** `PUT /portal/api/v2/staff/groups/{groupId}`: a new name. */
export const groupRenameSchema = z.object({
  name: nameText('name', GROUP_NAME_MAX, GROUP_NAME_MIN),
});

export const adminUserSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  status: z.enum(USER_STATUSES),
  market: z.string(),
  language: z.enum(LANGUAGES),
  group: z.nullable(z.object({ id: z.int(), name: z.string() })),
  staff_roles: z.array(z.enum(STAFF_ROLE_NAMES)),
  /** E.164; support issues help codes only to accounts with a phone. */
  phone: z.optional(z.nullable(z.string())),
  /** When the newest invite stops working; null when none is open. */
  invite_expires_at: z.nullable(z.string()),
  disabled_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = z.object({
  data: z.array(adminUserSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
export const adminUserAnswerSchema = z.object({ data: adminUserSchema });

/**
 * `POST /portal/api/v2/staff/users`: a dealer or seller names its group (whose market it takes);
 * staff name their roles and market.
 */
export const inviteInputSchema = z
  .object({
    email: z.pipe(
      z.string().check(z.trim(), z.maxLength(200, { error: 'must be at most 200 characters' })),
      z.email({ error: 'must be an e-mail address' }),
    ),
    name: nameText('name', 100, 2),
    kind: z.enum(ACCOUNT_KINDS),
    group_id: z.optional(z.nullable(z.int().check(z.positive(), z.lte(2_147_483_647)))),
    staff_roles: z.optional(z.array(z.enum(STAFF_ROLE_NAMES)).check(z.maxLength(4))),
    market: z.optional(marketCode),
    language: z._default(z.enum(LANGUAGES), 'en'),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.kind === 'staff') {
        if (!input.market)
          ctx.addIssue({ code: 'custom', path: ['market'], message: 'is required' });
        // A staff account with no role can open nothing in the back office.
        if (!input.staff_roles?.length)
          ctx.addIssue({ code: 'custom', path: ['staff_roles'], message: 'choose at least one' });
      } else {
        if (!input.group_id)
          ctx.addIssue({ code: 'custom', path: ['group_id'], message: 'is required' });
        // Roles are staff's: a dealer or seller given one would have it dropped unseen.
        if (input.staff_roles?.length)
          ctx.addIssue({
            code: 'custom',
            path: ['staff_roles'],
            message: 'only a staff account has staff roles',
          });
      }
    }),
  );
export type InviteInput = z.infer<typeof inviteInputSchema>;

/** `PUT /portal/api/v2/staff/users/{userId}/roles`. */
export const staffRolesInputSchema = z.object({
  // As at the invite: a staff account with no role can open nothing; disable it instead.
  staff_roles: z.array(z.enum(STAFF_ROLE_NAMES)).check(
    z.minLength(1, {
      error: 'choose at least one; to take every access away, disable the account',
    }),
    z.maxLength(4),
  ),
});

export const incrementTierInputSchema = z.object({
  from: z.int().check(z.gte(0), z.lte(1_000_000_000_000)),
  increment: z.int().check(z.gte(1), z.lte(1_000_000_000_000)),
});

/** A market's settings an admin edits (docs/admin.md). */
export const marketSettingsInputSchema = z.object({
  increments: z.array(incrementTierInputSchema).check(z.minLength(1), z.maxLength(50)),
  extend_window_seconds: z.int().check(z.gte(0), z.lte(3600)),
  payment_due_days: z.int().check(z.gte(1), z.lte(60)),
  offer_hours: z.int().check(z.gte(1), z.lte(240)),
  seller_turn_hours: z.int().check(z.gte(1), z.lte(240)),
  max_offers: z.int().check(z.gte(1), z.lte(20)),
});
export type MarketSettingsInput = z.infer<typeof marketSettingsInputSchema>;

export const marketSettingsSchema = z.extend(marketSettingsInputSchema, {
  code: z.string(),
  name: z.string(),
  currency: z.string(),
});
export type MarketSettings = z.infer<typeof marketSettingsSchema>;
export const marketSettingsListSchema = z.object({ data: z.array(marketSettingsSchema) });
export const marketSettingsAnswerSchema = z.object({ data: marketSettingsSchema });

export const outboxMessageSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string(),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
  attempts: z.int(),
  last_error: z.nullable(z.string()),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxPageSchema = z.object({
  data: z.array(outboxMessageSchema),
  meta: z.object({ pagination: paginationSchema }),
  /** Whether an SMTP server is configured; without one the outbox is where e-mail ends. */
  smtp: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** `GET /portal/api/v2/invites/{token}`: whom an open invite is for. */
export const inviteViewSchema = z.object({
  data: z.object({ name: z.string(), email: z.string(), expires_at: z.string() }),
});
export type InviteView = z.infer<typeof inviteViewSchema>['data'];
/** `POST /portal/api/v2/invites/{token}/accept`. */
export const acceptInviteSchema = z.object({ password: newPasswordSchema });
