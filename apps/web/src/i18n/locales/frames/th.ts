import type { Localized } from '../../plural';
import type { FramesTranslation } from './en';

export const framesTh: Localized<FramesTranslation> = {
  seller: {
    nav: {
      label: 'พอร์ทัลผู้ขาย',
      overview: 'ภาพรวม',
    },
    overview: {
      title: 'รถของคุณในการประมูล',
      awaitingDecision: {
        title: 'รอการตัดสินใจของคุณ',
        text: 'ปิดต่ำกว่าราคาสงวน: ยอมรับ ปฏิเสธ หรือยื่นข้อเสนอ',
      },
      live: { title: 'กำลังประมูล', text: 'เปิดรับการเสนอราคาอยู่ในขณะนี้' },
      pending: { title: 'กำลังจะมาถึง', text: 'ตั้งเวลาไว้หรืออยู่ในช่วงแสดงตัวอย่าง ยังไม่เปิดรับการเสนอราคา' },
      completed: { title: 'ขายแล้ว', text: 'ได้ผู้ชนะ ผู้ขายยอมรับ หรือชำระเงินแล้ว' },
      ended: { title: 'จบแล้ว', text: 'ปิดโดยยังไม่มีการขาย' },
    },
  },
  backOffice: {
    nav: {
      label: 'ระบบหลังบ้าน',
      home: 'หน้าแรก',
    },
    home: {
      title: 'ระบบหลังบ้าน',
      roles: 'บทบาทของคุณ: {{roles}}',
      noRoles: 'บัญชีของคุณยังไม่มีบทบาทพนักงาน โปรดขอให้ผู้ดูแลระบบกำหนดให้',
      waiting: {
        review: 'รอการตรวจสอบ',
        inspections: 'รอรายงานตรวจสภาพ',
      },
    },
    roles: {
      admin: 'ผู้ดูแลระบบ',
      operations: 'ฝ่ายปฏิบัติการ',
      inspector: 'ผู้ตรวจสภาพ',
      finance: 'ฝ่ายการเงิน',
    },
  },
};
