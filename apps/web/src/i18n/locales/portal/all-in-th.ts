import type { Localized } from '../../plural';
import type { AllInTranslation } from './all-in-en';

export const allInTh: Localized<AllInTranslation> = {
  summary: 'รวมทั้งหมด {{amount}}',
  summaryUpTo: 'รวมทั้งหมดไม่เกิน {{amount}}',
  breakdown: 'รายละเอียดค่าใช้จ่าย',
  lines: {
    hammer: 'ราคาที่คุณเสนอ',
    buyer_premium: 'ค่าธรรมเนียมผู้ซื้อ',
    documentation_fee: 'ค่าเอกสาร',
    transfer_handling: 'ค่าดำเนินการโอน',
    admin_fee: 'ค่าบริหารจัดการ',
    tax: 'ภาษี',
    discountOn: 'ส่วนลด{{fee}}',
    total: 'รวมทั้งหมด',
  },
  available: 'กำลังซื้อคงเหลือ {{amount}}',
  owed: 'กำลังซื้อ {{amount}} ถูกกันไว้สำหรับรถที่คุณชนะแต่ยังไม่ได้ชำระเงิน',
  over: 'เกินกำลังซื้อของคุณ {{amount}}',
};
