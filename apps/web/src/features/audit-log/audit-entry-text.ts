import { AUDIT_ENTITY_TYPES, STAFF_ROLE_NAMES } from '@autobid/contract';
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

/** The record an entry is about: its kind in the reader's language and its id. */
export function auditEntityText(t: TFunction, type: string, id: string): string {
  const kind = (AUDIT_ENTITY_TYPES as readonly string[]).includes(type)
    ? t(`auditLog.entities.${type as (typeof AUDIT_ENTITY_TYPES)[number]}`)
    : type;
  return `${kind} #${id}`;
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
