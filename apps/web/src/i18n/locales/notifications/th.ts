import type { Localized } from '../../plural';
import type { notificationsEn } from './en';

/** Thai name of the notifications bell in the header, with its unread count. */
export const notificationsTh: Localized<typeof notificationsEn> = {
  bell_other: 'การแจ้งเตือน ยังไม่ได้อ่าน {{count}} รายการ',
  bellNone: 'การแจ้งเตือน อ่านครบแล้ว',
};
