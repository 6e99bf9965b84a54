import { auditPageSchema, type AuditPage } from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';
import { dayRangeQuery } from '../../lib/day-range';

export interface AuditLogQuery {
  page: number;
  query: string;
  entityType: string;
  entityId: string;
  from: string;
  to: string;
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * One page of the audit log (`GET /portal/api/v2/staff/audit-log`), newest first. `actions` are
 * those whose label in the reader's language holds the search (`actionsMatching`).
 */
export function fetchAuditLog(
  query: AuditLogQuery,
  actions: readonly string[] = [],
): Promise<AuditPage> {
  return apiRequest('portal', 'v2', '/staff/audit-log', auditPageSchema, {
    query: {
      page: query.page,
      per_page: AUDIT_PAGE_SIZE,
      query: query.query.trim() || undefined,
      query_actions: query.query.trim() && actions.length > 0 ? actions.join(',') : undefined,
      entity_type: query.entityType || undefined,
      entity_id: query.entityId.trim() || undefined,
      ...dayRangeQuery(query.from, query.to),
    },
    noCache: true,
  });
}

/** One field an audit entry changed; `undefined` where the field was added or removed. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** A value that says nothing: absent, null or an empty list ("—" either way). */
const isNothing = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0);

/**
 * Fields read first, in this order: what the record is now, then an auction's car, place, window
 * and prices as a schedule reads them. The database keeps an entry's keys in an order of its own
 * (shortest first), which would put an end before its start.
 */
const READING_ORDER = [
  'status',
  'type',
  'inventory_id',
  'location',
  'time_start',
  'time_end',
  'start_price',
  'reserve_price',
  'restart_count',
];
const readingRank = (field: string) => {
  const rank = READING_ORDER.indexOf(field);
  return rank === -1 ? READING_ORDER.length : rank;
};

/**
 * The fields whose value changed: those of {@link READING_ORDER} first, the rest in the order they
 * first appear. Equal ones are left out, and so is a field that was nothing before and after (no
 * staff roles given to a dealer invited).
 */
export function changesOf(before: unknown, after: unknown): AuditChange[] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const b = asRecord(before);
  const a = asRecord(after);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .filter((key) => !(isNothing(b[key]) && isNothing(a[key])))
    .sort((x, y) => readingRank(x) - readingRank(y))
    .map((field) => ({ field, before: b[field], after: a[field] }));
}
