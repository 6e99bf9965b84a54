import type { Localized } from '../../plural';
import type { notificationsEn } from './en';

/** Indonesian name of the notifications bell in the header, with its unread count. */
export const notificationsId: Localized<typeof notificationsEn> = {
  bell_other: 'Notifikasi, {{count}} belum dibaca',
  bellNone: 'Notifikasi, semua sudah dibaca',
};
