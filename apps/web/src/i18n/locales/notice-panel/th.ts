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
  sellerStageTitle: {
    pending: 'รถของคุณใกล้เปิดประมูล',
    live: 'รถของคุณกำลังประมูล',
    ended: 'การประมูลของคุณปิดแล้ว',
    completed: 'รถของคุณขายได้แล้ว',
  },
  sellerStageBody: '{{car}} {{change}}',
  sellerStatus: {
    scheduled: 'มีกำหนดเปิดรับการเสนอราคา',
    preview: 'อยู่ในช่วงแสดงตัวอย่าง ผู้ค้าดูรถได้ก่อนเปิดประมูล',
    restarting: 'จะเปิดรับการเสนอราคาอีกครั้งในไม่ช้า',
    active: 'เปิดรับการเสนอราคาแล้ว',
    ended: 'ปิดประมูลโดยไม่มีผู้เสนอราคา',
    reserved: 'ปิดประมูลต่ำกว่าราคาสงวน รอคุณตัดสินใจ',
    rejected: 'ปิดประมูลโดยไม่ได้ขาย ราคาสูงสุดถูกปฏิเสธ',
    cancelled: 'ถูกยกเลิก',
    restarted: 'เริ่มใหม่เป็นการประมูลรอบใหม่',
    awarded: 'ขายได้เมื่อปิดประมูล ผู้ซื้อกำลังชำระเงิน',
    confirmed: 'ขายได้ ราคาสูงสุดได้รับการยอมรับ',
    sold: 'ขายได้และชำระเงินแล้ว',
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
