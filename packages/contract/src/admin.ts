import { z } from 'zod';
import { paginationSchema } from './portal';
import { LANGUAGES } from './user';

/** The staff roles an admin grants (docs/roles.md). */
export const STAFF_ROLE_NAMES = ['admin', 'operations', 'inspector', 'finance'] as const;
export const ACCOUNT_KINDS = ['dealer', 'seller', 'staff'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const GROUP_KINDS = ['dealer', 'seller'] as const;
/** `active`: may sign in; `invited`: has not set a password yet; `disabled`: may not sign in. */
export const USER_STATUSES = ['active', 'invited', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

// No NUL or other control characters in anything a person types (DESIGN §4).
const NO_CONTROL = /^[^\p{Cc}]*$/u;
const text = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, { error: `must be at least ${min} characters` })
    .max(max, { error: `must be at most ${max} characters` })
    .regex(NO_CONTROL, { error: 'must not contain control characters' });
const marketCode = z.string().regex(/^[A-Z]{2}$/, { error: 'must be a market code such as MY' });

/**
 * A password a person sets (docs/admin.md): 10 to 128 characters, not only spaces. Sign-in only
 * asks for a non-empty password, so accounts made before this rule keep signing in.
 */
export const newPasswordSchema = z
  .string({ error: 'Please enter a password' })
  .min(10, { error: 'must be at least 10 characters' })
  .max(128, { error: 'must be at most 128 characters' })
  .refine((value) => value.trim().length > 0, { error: 'must not be only spaces' });

export const adminGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(GROUP_KINDS),
  market: z.string(),
  user_count: z.number().int(),
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
  name: text(80, 2),
  market: marketCode,
  kind: z.enum(GROUP_KINDS),
});
export type GroupInput = z.infer<typeof groupInputSchema>;
/** `PUT /portal/api/v2/staff/groups/{groupId}`: a new name. */
export const groupRenameSchema = z.object({ name: text(80, 2) });

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  status: z.enum(USER_STATUSES),
  market: z.string(),
  language: z.enum(LANGUAGES),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  staff_roles: z.array(z.enum(STAFF_ROLE_NAMES)),
  /** When the newest invite stops working; null when none is open. */
  invite_expires_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
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
    email: z
      .string()
      .trim()
      .max(200, { error: 'must be at most 200 characters' })
      .pipe(z.email({ error: 'must be an e-mail address' })),
    name: text(100, 2),
    kind: z.enum(ACCOUNT_KINDS),
    group_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    staff_roles: z.array(z.enum(STAFF_ROLE_NAMES)).max(4).optional(),
    market: marketCode.optional(),
    language: z.enum(LANGUAGES).default('en'),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'staff') {
      if (!input.market) ctx.addIssue({ code: 'custom', path: ['market'], message: 'is required' });
    } else if (!input.group_id) {
      ctx.addIssue({ code: 'custom', path: ['group_id'], message: 'is required' });
    }
  });
export type InviteInput = z.infer<typeof inviteInputSchema>;

/** `PUT /portal/api/v2/staff/users/{userId}/roles`. */
export const staffRolesInputSchema = z.object({
  staff_roles: z.array(z.enum(STAFF_ROLE_NAMES)).max(4),
});

export const incrementTierInputSchema = z.object({
  from: z.number().int().min(0).max(1_000_000_000_000),
  increment: z.number().int().min(1).max(1_000_000_000_000),
});

/** A market's settings an admin edits (docs/admin.md). */
export const marketSettingsInputSchema = z.object({
  increments: z.array(incrementTierInputSchema).min(1).max(50),
  extend_window_seconds: z.number().int().min(0).max(3600),
  payment_due_days: z.number().int().min(1).max(60),
  offer_hours: z.number().int().min(1).max(240),
  seller_turn_hours: z.number().int().min(1).max(240),
  max_offers: z.number().int().min(1).max(20),
});
export type MarketSettingsInput = z.infer<typeof marketSettingsInputSchema>;

export const marketSettingsSchema = marketSettingsInputSchema.extend({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
});
export type MarketSettings = z.infer<typeof marketSettingsSchema>;
export const marketSettingsListSchema = z.object({ data: z.array(marketSettingsSchema) });
export const marketSettingsAnswerSchema = z.object({ data: marketSettingsSchema });

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
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
