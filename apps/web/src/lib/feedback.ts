/**
 * How long each kind of feedback stays on screen (spec §9). A notice is a short antd `message`
 * (a confirmation such as "followed"); a toast is a `message` that reports the result of a money
 * action and stays a little longer; a notification is an antd `notification`, top right.
 */
export const NOTICE_SECONDS = 1.5;
export const TOAST_SECONDS = 3;
export const NOTIFICATION_SECONDS = 4.5;
/** Distance of notifications from the top of the window, in pixels (spec §9 "offsets 24"). */
export const NOTIFICATION_OFFSET = 24;
