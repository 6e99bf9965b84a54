/** English strings of the audit log page; `id.ts` and `th.ts` have the same keys. */
export const auditLogEn = {
  nav: 'Audit log',
  description:
    'Every staff action and award decision: who, when, what, before and after. Read only.',
  title: 'Audit log',
  intro: 'Every staff action and every award decision, newest first. Entries are never changed.',
  search: 'Search reason, action or person',
  entityType: 'Record type',
  allEntities: 'All records',
  entityId: 'Record id',
  system: 'System',
  entities: {
    auction: 'Auction',
    listing: 'Listing',
    inspection: 'Inspection',
    user: 'User',
    group: 'Group',
    market: 'Market',
  },
  columns: {
    at: 'When',
    who: 'Who',
    what: 'What',
    change: 'Before → after',
    reason: 'Reason',
  },
};

export type AuditLogTranslation = typeof auditLogEn;
