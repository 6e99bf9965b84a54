/**
 * English name of the notifications bell in the header, with its unread count (docs/notifications.md):
 * all the header itself says. The list it opens has its words in `notice-panel/`, loaded with it.
 */
export const notificationsEn = {
  bell_one: 'Notifications, {{count}} unread',
  bell_other: 'Notifications, {{count}} unread',
  bellNone: 'Notifications, none unread',
};
