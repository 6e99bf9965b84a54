import type { Localized } from '../../plural';
import type { AuditLogTranslation } from './en';

export const auditLogTh: Localized<AuditLogTranslation> = {
  nav: 'บันทึกการตรวจสอบ',
  description: 'ทุกการกระทำของพนักงานและการตัดสินผลประมูล: ใคร เมื่อไร อะไร ก่อนและหลัง อ่านอย่างเดียว',
  title: 'บันทึกการตรวจสอบ',
  intro: 'ทุกการกระทำของพนักงานและทุกการตัดสินผลประมูล เรียงจากล่าสุด รายการจะไม่ถูกแก้ไข',
  search: 'ค้นหาเหตุผล การกระทำ หรือบุคคล',
  entityType: 'ประเภทรายการ',
  allEntities: 'ทุกรายการ',
  entityId: 'รหัสรายการ',
  system: 'ระบบ',
  entities: {
    auction: 'การประมูล',
    listing: 'รายการรถ',
    inspection: 'การตรวจสภาพ',
    user: 'ผู้ใช้',
    group: 'กลุ่ม',
    market: 'ตลาด',
  },
  columns: {
    at: 'เมื่อไร',
    who: 'ใคร',
    what: 'อะไร',
    change: 'ก่อน → หลัง',
    reason: 'เหตุผล',
  },
};
