import type { Localized } from '../../plural';
import type { noticePanelEn } from './en';

/** Thai of the notifications bell's list, loaded when the list first opens. */
export const noticePanelTh: Localized<typeof noticePanelEn> = {
  title: 'การแจ้งเตือน',
  markAllRead: 'ทำเครื่องหมายว่าอ่านแล้วทั้งหมด',
  empty: 'ยังไม่มีรายการ การถูกเสนอราคาสูงกว่า การชนะประมูล และข้อเสนอจะแสดงที่นี่',
  loadFailed: 'โหลดการแจ้งเตือนไม่สำเร็จ',
  unread: 'ยังไม่ได้อ่าน',
  justNow: 'เมื่อสักครู่',
  sellerStageTitle: 'การประมูลของคุณมีความคืบหน้า',
  sellerStageBody: '{{car}} ขณะนี้{{stage}}',
  stage: {
    pending: 'รอเริ่มประมูล',
    live: 'กำลังประมูล',
    ended: 'ปิดประมูลแล้ว รอคุณตัดสินใจ',
    completed: 'เสร็จสมบูรณ์',
  },
  offerAnsweredTitle: 'ผู้ค้าตอบข้อเสนอของคุณแล้ว',
  offerAnswered: {
    accepted: 'ข้อเสนอ {{amount}} สำหรับ {{car}} ได้รับการยอมรับ',
    declined: 'ข้อเสนอ {{amount}} สำหรับ {{car}} ถูกปฏิเสธ',
    expired: 'ข้อเสนอ {{amount}} สำหรับ {{car}} หมดเวลาโดยไม่มีคำตอบ',
  },
  transactionTitle: 'การซื้อของคุณมีการอัปเดต',
  transactionBody: 'มีความคืบหน้าเกี่ยวกับการซื้อ {{car}} เปิดดูเพื่อดูว่ามีอะไรเปลี่ยนแปลง',
  otherTitle: 'ประกาศ',
  otherBody: '{{car}} มีการเปลี่ยนแปลง',
};
