import { noticePanelEn } from './notice-panel/en';

/**
 * The English of the notifications bell's list: loaded when the list first opens
 * (`loadNoticePanelTexts` in `i18n/i18n.ts`), so the header carries only the bell's name.
 */
export const enNoticePanel = { noticePanel: noticePanelEn };

export type NoticePanelTranslation = typeof enNoticePanel;
