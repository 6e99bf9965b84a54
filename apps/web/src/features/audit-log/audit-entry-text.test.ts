import { AUDIT_ACTIONS } from '@autobid/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources';
import {
  auditActionText,
  auditEntityText,
  auditRoleText,
  auditValueText,
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
