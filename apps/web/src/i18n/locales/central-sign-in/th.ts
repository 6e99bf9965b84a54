import type { Localized } from '../../plural';
import type { CentralSignInTranslation } from './en';

export const centralSignInTh: Localized<CentralSignInTranslation> = {
  or: 'หรือ',
  button: 'เข้าสู่ระบบด้วย AutoBid ID',
  title: 'กำลังเข้าสู่ระบบ',
  working: 'กำลังเข้าสู่ระบบด้วย AutoBid ID ให้เสร็จสิ้น…',
  failedTitle: 'เข้าสู่ระบบไม่สำเร็จ',
  noCode: 'บริการเข้าสู่ระบบไม่ได้ส่งรหัสเข้าสู่ระบบกลับมา โปรดเริ่มเข้าสู่ระบบใหม่',
  refused: 'บริการเข้าสู่ระบบไม่ยอมรับการเข้าสู่ระบบครั้งนี้ จึงไม่มีผู้ใดเข้าสู่ระบบ โปรดเริ่มเข้าสู่ระบบใหม่',
  denied: 'การเข้าสู่ระบบถูกยกเลิกที่บริการเข้าสู่ระบบ',
  network: 'ติดต่อบริการเข้าสู่ระบบไม่ได้ ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  session: 'คุณเข้าสู่ระบบ AutoBid ID แล้ว แต่โหลดบัญชี AutoBid ของคุณไม่ได้ โปรดลองอีกครั้งในอีกสักครู่',
  retry: 'เข้าสู่ระบบอีกครั้ง',
  back: 'กลับไปที่หน้าเข้าสู่ระบบ',
};
