import { z } from 'zod/mini';

export const LANGUAGES = ['en', 'id', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];

export const groupSchema = z.object({
  id: z.int(),
  name: z.string(),
  kind: z.enum(['dealer', 'seller']),
  market: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const userSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['dealer', 'seller', 'staff']),
  country: z.string(),
  locale: z.object({ language: z.enum(LANGUAGES) }),
  active_group: z.optional(z.nullable(groupSchema)),
  /** A staff user's roles (`admin`, `operations`, `inspector`, `finance`); empty for others. */
  staff_roles: z._default(z.array(z.enum(['admin', 'operations', 'inspector', 'finance'])), []),
  /** E.164 (`+60123456701`), for sign-in by phone; null when none is set. */
  phone: z.optional(z.nullable(z.string())),
  /** Whether the user may change the active group's details. */
  is_group_admin: z.optional(z.boolean()),
});
export type User = z.infer<typeof userSchema>;
export type StaffRole = User['staff_roles'][number];

export const accountInfoSchema = z.object({
  count_overdue_payment: z.int(),
  followed_auctions_ids: z.array(z.int()),
  pined_auctions_ids: z.array(z.int()),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;
