import type { Localized } from '../plural';
import type { NoticePanelTranslation } from './en-notice-panel';
import { noticePanelTh } from './notice-panel/th';

/** The notifications list's Thai, loaded when the list first opens (`loadNoticePanelTexts`). */
export const thNoticePanel: Localized<NoticePanelTranslation> = { noticePanel: noticePanelTh };
