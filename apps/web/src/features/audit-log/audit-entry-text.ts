import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_FIELDS,
  STAFF_ROLE_NAMES,
  type AuditEntityType,
} from '@autobid/contract';
import type { TFunction } from 'i18next';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const ACCOUNT_KINDS = ['dealer', 'seller'] as const;

/** What was done, in the reader's language; an action this version does not know shows its code. */
export function auditActionText(t: TFunction, action: string): string {
  const labels = t('auditLog.actions', { returnObjects: true }) as unknown as Record<
    string,
    string
  >;
  return Object.prototype.hasOwnProperty.call(labels, action) ? labels[action]! : action;
}

/**
 * The actions whose label, in the reader's language, holds what was typed (case aside), so a
 * search typed in Thai or Indonesian finds entries by what was done; the server matches codes,
 * reasons and people itself.
 */
export function actionsMatching(t: TFunction, typed: string, language: string): string[] {
  const wanted = typed.trim().toLocaleLowerCase(language);
  if (!wanted) return [];
  return AUDIT_ACTIONS.filter((action) =>
    auditActionText(t, action).toLocaleLowerCase(language).includes(wanted),
  );
}

/**
 * The role the actor acted in: `dealer`, `seller`, or staff roles joined with `+`, each named in
 * the reader's language. The clock (`system`) has none beyond its name.
 */
export function auditRoleText(t: TFunction, role: string): string {
  if (role === 'system') return '';
  return role
    .split('+')
    .map((part) => {
      if ((STAFF_ROLE_NAMES as readonly string[]).includes(part))
        return t(`admin.role.${part as (typeof STAFF_ROLE_NAMES)[number]}`);
      if ((ACCOUNT_KINDS as readonly string[]).includes(part))
        return t(`admin.kind.${part as (typeof ACCOUNT_KINDS)[number]}`);
      return part;
    })
    .join(', ');
}

/** The kind of record an id-valued field names (`session_id` a session), for a link to its history. */
const RECORD_FIELDS: Partial<Record<string, AuditEntityType>> = {
  auction_id: 'auction',
  auction_ids: 'auction',
  cancelled_auction_id: 'auction',
  session_id: 'auction_session',
  listing_id: 'listing',
  group_id: 'group',
};

/**
 * The records a field's value names, as kind and id, when the field holds ids of a kind the log
 * can be filtered by; none for any other field or value.
 */
export function recordsOfField(
  field: string,
  value: unknown,
): Array<{ type: AuditEntityType; id: string }> {
  const type = RECORD_FIELDS[field];
  if (!type) return [];
  const ids = Array.isArray(value) ? value : [value];
  const valid = ids.every(
    (id) => (typeof id === 'number' && Number.isInteger(id) && id > 0) || isIdText(id),
  );
  return valid && ids.length > 0 ? ids.map((id) => ({ type, id: String(id) })) : [];
}

const isIdText = (id: unknown) => typeof id === 'string' && /^[1-9]\d{0,17}$/.test(id);

/** The log's address query that shows one record's entries (`?entity_type=&entity_id=`). */
export function recordHistorySearch(type: AuditEntityType, id: string): string {
  return `?${new URLSearchParams({ entity_type: type, entity_id: id }).toString()}`;
}

/** Whether `type` is a kind of record the log can be filtered by. */
export function isAuditEntityType(type: string): type is AuditEntityType {
  return (AUDIT_ENTITY_TYPES as readonly string[]).includes(type);
}

/**
 * The record an entry is about: its kind in the reader's language and its id, numbered (`Auction
 * #95`) or named by its code (`Market MY`).
 */
export function auditEntityText(t: TFunction, type: string, id: string): string {
  const kind = isAuditEntityType(type) ? t(`auditLog.entities.${type}`) : type;
  return /^\d+$/.test(id) ? `${kind} #${id}` : `${kind} ${id}`;
}

/**
 * A field's value as a person reads it: nothing as a dash, times in the reader's format, text
 * without quotes, lists joined; anything else as JSON.
 */
export function auditValueText(value: unknown, dateTime: (iso: string) => string): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return ISO_TIME.test(value) ? dateTime(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
    return value.length === 0
      ? '—'
      : value.map((item) => auditValueText(item, dateTime)).join(', ');
  }
  return JSON.stringify(value);
}

/** A field of an entry in the reader's language; a field this version does not know shows as written. */
export function auditFieldText(t: TFunction, field: string): string {
  return (AUDIT_FIELDS as readonly string[]).includes(field)
    ? t(`auditLog.fields.${field as (typeof AUDIT_FIELDS)[number]}`)
    : field;
}

/** Where a code-valued field's labels are, by what the entry is about (see AUDIT_FIELDS). */
const STATUS_LABELS: Partial<Record<string, string>> = {
  transaction: 'purchase.status',
  auction: 'status',
  listing: 'sellerListings.status',
  user: 'admin.status',
  auction_session: 'auditLog.values.sessionStatus',
  inspection: 'inspections.editor.status',
};

function labelsOf(action: string, entityType: string, field: string): string | null {
  switch (field) {
    case 'status':
      // A financing request's own status, on its transaction's entry.
      if (action === 'floor_stock.request') return 'auditLog.values.caseStatus';
      return STATUS_LABELS[entityType] ?? null;
    case 'auction_status':
      return 'status';
    case 'award_status':
      return 'auditLog.values.awardStatus';
    case 'case_status':
      return 'auditLog.values.caseStatus';
    case 'phase':
      return 'auditLog.values.phase';
    case 'offer_kind':
      return 'sellerAuctions.negotiation.offerKind';
    case 'type':
      return 'saleSessions.type';
    case 'kind':
      if (action.startsWith('listing.')) return 'auditLog.values.fileKind';
      if (action === 'transaction.pickup') return 'auditLog.values.pickupKind';
      return 'admin.kind';
    case 'language':
      return 'languageName';
    case 'staff_roles':
      return 'admin.role';
    default:
      return null;
  }
}

/** Money and limits read with the reader's digit grouping; ids and versions as they are. */
const GROUPED = new Set(['amount', 'reserve_price', 'start_price', 'from', 'increment', 'bytes']);

export interface AuditValueContext {
  t: TFunction;
  action: string;
  entityType: string;
  dateTime: (iso: string) => string;
  number: (n: number) => string;
}

/**
 * A field's value as the reader reads it: a code (a status, a kind, a role, a language) by its
 * label, money grouped, an inspection's ratings by section, a market's increment tiers one by
 * one ("From 0, Increment 100; …"); the rest as `auditValueText` shows it.
 */
export function auditFieldValueText(
  context: AuditValueContext,
  field: string,
  value: unknown,
): string {
  const { t, action, entityType, dateTime, number } = context;
  const labels = labelsOf(action, entityType, field);
  const label = (code: string) => (labels ? t(`${labels}.${code}`, { defaultValue: code }) : code);
  if (typeof value === 'string' && labels) return label(value);
  if (Array.isArray(value) && labels && value.every((item) => typeof item === 'string'))
    return value.length === 0 ? '—' : value.map(label).join(', ');
  if (typeof value === 'number' && GROUPED.has(field)) return number(value);
  if (field === 'ratings' && isPlainObject(value))
    return Object.entries(value)
      .map(([section, rating]) => {
        const name = String(t(`inspections.sections.${section}`, { defaultValue: section }));
        const word = String(t(`inspections.ratings.${String(rating)}`, { defaultValue: '' }));
        return word ? `${name}: ${word} (${String(rating)})` : `${name}: ${String(rating)}`;
      })
      .join(', ');
  const asObject = (item: unknown) =>
    Object.entries(item as Record<string, unknown>)
      .map(
        ([key, inner]) => `${auditFieldText(t, key)} ${auditFieldValueText(context, key, inner)}`,
      )
      .join(', ');
  if (Array.isArray(value) && value.length > 0 && value.every(isPlainObject))
    return value.map(asObject).join('; ');
  if (isPlainObject(value)) return asObject(value);
  return auditValueText(value, dateTime);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
