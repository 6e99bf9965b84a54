import { AUDIT_ACTIONS, AUDIT_FIELDS } from '@autobid/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources';
import {
  actionsMatching,
  auditActionText,
  auditEntityText,
  auditFieldText,
  auditFieldValueText,
  auditRoleText,
  auditValueText,
  recordHistorySearch,
  recordsOfField,
} from './audit-entry-text';

async function translator(lng: 'en' | 'id' | 'th') {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources, interpolation: { escapeValue: false } });
  return instance.t;
}

const dateTime = (iso: string) => `<${iso.slice(0, 16)}>`;

describe('an audit entry in the reader’s words', () => {
  it.each(['en', 'id', 'th'] as const)(
    'in %s every action the server records has its own label, never its code',
    async (lng) => {
      const t = await translator(lng);
      const labels = AUDIT_ACTIONS.map((action) => auditActionText(t, action));

      expect(labels.filter((label, i) => label === AUDIT_ACTIONS[i])).toEqual([]);
      expect(labels.every((label) => label.length > 0 && !label.includes('auditLog.'))).toBe(true);
    },
  );

  it('names the action, the record and the roles in Thai, and a code it does not know as it is', async () => {
    const t = await translator('th');

    expect(auditActionText(t, 'auction.cancel')).toBe('ยกเลิกการประมูล');
    expect(auditActionText(t, 'auction.teleport')).toBe('auction.teleport');
    expect(auditEntityText(t, 'transaction', '42')).toBe('รายการซื้อขาย #42');
    expect(auditEntityText(t, 'warehouse', '7')).toBe('warehouse #7');
    expect(auditEntityText(t, 'market', 'MY')).toBe('ตลาด MY');
    expect(auditRoleText(t, 'operations+inspector')).toBe('ปฏิบัติการ, ผู้ตรวจสภาพ');
    expect(auditRoleText(t, 'seller')).toBe('ผู้ขาย');
    expect(auditRoleText(t, 'system')).toBe('');
  });

  it('shows times in the reader’s format, text without quotes, lists joined and nothing as a dash', () => {
    expect(auditValueText('2026-12-06T10:15:00.000Z', dateTime)).toBe('<2026-12-06T10:15>');
    expect(auditValueText('2026-12-06T10:15:00+07:00', dateTime)).toBe('<2026-12-06T10:15>');
    expect(auditValueText('2026-12-06', dateTime)).toBe('2026-12-06');
    expect(auditValueText('cancelled', dateTime)).toBe('cancelled');
    expect(auditValueText(40_000, dateTime)).toBe('40000');
    expect(auditValueText(false, dateTime)).toBe('false');
    expect(auditValueText(['admin', 'finance'], dateTime)).toBe('admin, finance');
    expect(auditValueText([], dateTime)).toBe('—');
    expect(auditValueText(undefined, dateTime)).toBe('—');
    expect(auditValueText(null, dateTime)).toBe('—');
    expect(auditValueText({ min: 1 }, dateTime)).toBe('{"min":1}');
  });
});

describe('an entry’s fields and values in the reader’s words', () => {
  const number = (n: number) => n.toLocaleString('en');
  const context = async (lng: 'en' | 'id' | 'th', action: string, entityType: string) => ({
    t: await translator(lng),
    action,
    entityType,
    dateTime,
    number,
  });

  it.each(['en', 'id', 'th'] as const)(
    'in %s every field the server writes has its own label, never its code',
    async (lng) => {
      const t = await translator(lng);
      const labels = AUDIT_FIELDS.map((field) => auditFieldText(t, field));
      expect(labels.filter((label) => label.length === 0 || label.includes('auditLog.'))).toEqual(
        [],
      );
      if (lng !== 'en')
        expect(
          AUDIT_FIELDS.filter((field, i) => field.includes('_') && labels[i] === field),
        ).toEqual([]);
    },
  );

  it('names a status by what the entry is about, in Thai', async () => {
    const transaction = await context('th', 'transaction.release', 'transaction');
    const auction = await context('th', 'auction.cancel', 'auction');
    const session = await context('th', 'session.cancel', 'auction_session');
    expect(auditFieldValueText(transaction, 'status', 'ready_for_release')).toBe('พร้อมส่งมอบ');
    expect(auditFieldValueText(auction, 'status', 'cancelled')).toBe('ยกเลิกแล้ว');
    expect(auditFieldValueText(session, 'status', 'planned')).toBe('กำหนดไว้');
    expect(auditFieldText(transaction.t, 'reserve_price')).toBe('ราคาสงวน');
  });

  it('tells a financing request’s status from its transaction’s, and kinds by their action', async () => {
    const request = await context('en', 'floor_stock.request', 'transaction');
    const upload = await context('en', 'listing.file_upload', 'listing');
    const pickup = await context('en', 'transaction.pickup', 'transaction');
    const invite = await context('en', 'user.invite', 'user');
    expect(auditFieldValueText(request, 'status', 'pending')).toBe('Pending');
    expect(auditFieldValueText(upload, 'kind', 'document')).toBe('Document');
    expect(auditFieldValueText(pickup, 'kind', 'delivery')).toBe('Delivery');
    expect(auditFieldValueText(invite, 'kind', 'staff')).toBe('Staff');
    expect(auditFieldValueText(invite, 'staff_roles', ['operations', 'finance'])).toBe(
      'Operations, Finance',
    );
    expect(auditFieldValueText(invite, 'status', 'invited')).toBe('Invited');
  });

  it('groups money, leaves ids alone, and reads tiers and ratings one by one', async () => {
    const market = await context('en', 'market.settings', 'market');
    const inspection = await context('en', 'inspection.save', 'inspection');
    expect(auditFieldValueText(market, 'reserve_price', 1_250_000)).toBe('1,250,000');
    expect(auditFieldValueText(market, 'auction_id', 12_345)).toBe('12345');
    expect(
      auditFieldValueText(market, 'increments', [
        { from: 0, increment: 100 },
        { from: 10_000, increment: 250 },
      ]),
    ).toBe('From 0, Increment 100; From 10,000, Increment 250');
    expect(auditFieldValueText(inspection, 'ratings', { exterior: 75, engine: 100 })).toBe(
      'Exterior: Good (75), Engine: Excellent (100)',
    );
  });

  it('shows a code or a field it does not know as written', async () => {
    const auction = await context('en', 'auction.cancel', 'auction');
    expect(auditFieldValueText(auction, 'status', 'teleported')).toBe('teleported');
    expect(auditFieldText(auction.t, 'wheel_count')).toBe('wheel_count');
    expect(auditFieldValueText(auction, 'wheel_count', 4)).toBe('4');
  });
});

describe('a search typed in the reader’s language', () => {
  it('finds the actions whose label holds it, case aside, and nothing for an empty search', async () => {
    const th = await translator('th');
    const id = await translator('id');
    expect(actionsMatching(th, 'ยกเลิกการประมูล', 'th')).toEqual(['auction.cancel']);
    expect(actionsMatching(id, 'LELANG DIBATALKAN', 'id')).toContain('auction.cancel');
    expect(actionsMatching(th, '   ', 'th')).toEqual([]);
    expect(actionsMatching(th, 'no such words', 'th')).toEqual([]);
  });
});

describe('the records a field names', () => {
  it('names a session, an auction, a listing and a group by their ids, and each auction of a list', () => {
    expect(recordsOfField('session_id', 3)).toEqual([{ type: 'auction_session', id: '3' }]);
    expect(recordsOfField('auction_id', '95')).toEqual([{ type: 'auction', id: '95' }]);
    expect(recordsOfField('listing_id', 11)).toEqual([{ type: 'listing', id: '11' }]);
    expect(recordsOfField('group_id', 2)).toEqual([{ type: 'group', id: '2' }]);
    expect(recordsOfField('auction_ids', [4, 5])).toEqual([
      { type: 'auction', id: '4' },
      { type: 'auction', id: '5' },
    ]);
  });

  it('names nothing for other fields, empty values or values that are not ids', () => {
    expect(recordsOfField('amount', 3)).toEqual([]);
    expect(recordsOfField('bid_id', 3)).toEqual([]);
    for (const value of [null, undefined, '', 0, -1, 1.5, 'MY', [], [4, 'x'], { id: 1 }])
      expect(recordsOfField('auction_id', value)).toEqual([]);
  });

  it('builds the address query of one record’s entries', () => {
    expect(recordHistorySearch('auction_session', '3')).toBe(
      '?entity_type=auction_session&entity_id=3',
    );
  });
});
