import type { Localized } from '../../plural';
import type { RunSheetTranslation } from './en';

export const runSheetTh: Localized<RunSheetTranslation> = {
  nav: 'ตารางการประมูลประจำวัน',
  description: 'การประมูลของวันในตลาดหนึ่ง: กำลังประมูล กำลังจะมาถึง รอผู้ขาย และจบแล้ว ยกเลิกหรือเริ่มใหม่ได้จากที่นี่',
  title: 'ตารางการประมูลประจำวัน',
  market: 'ตลาด',
  today: 'วันนี้',
  back: 'ย้อนกลับ',
  sections: {
    live: 'กำลังประมูล',
    upcoming: 'กำลังจะมาถึง',
    awaiting_seller: 'รอผู้ขาย',
    finished: 'จบแล้ว',
  },
  columns: {
    car: 'รถ',
    status: 'สถานะ',
    topBid: 'ราคาเสนอสูงสุด',
    bids: 'การเสนอราคา',
    time: 'เวลา',
    actions: 'การดำเนินการ',
  },
  cancel: {
    action: 'ยกเลิก',
    title: 'ยกเลิกการประมูล #{{id}}?',
    body: 'การเสนอราคาจะหยุดทันที และผู้ค้าทุกรายที่เสนอราคาจะได้รับแจ้งพร้อมเหตุผลของคุณ ไม่สามารถย้อนกลับได้',
    reason: 'เหตุผล (ผู้ค้าและผู้ขายจะเห็น)',
    reasonRequired: 'โปรดระบุเหตุผลอย่างน้อย 3 ตัวอักษร',
    confirm: 'ยกเลิกการประมูล',
    done: 'ยกเลิกการประมูล #{{id}} แล้ว',
  },
  restart: {
    action: 'เริ่มใหม่',
    title: 'เริ่มการประมูล #{{id}} ใหม่',
    startsIn: 'เปิดในอีก (นาที, 0 คือทันที)',
    duration: 'ระยะเวลา (นาที)',
    confirm: 'เริ่มใหม่',
    done: 'เริ่มการประมูล #{{id}} ใหม่แล้ว',
  },
};
