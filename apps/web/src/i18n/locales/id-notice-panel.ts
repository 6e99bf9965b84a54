import type { Localized } from '../plural';
import type { NoticePanelTranslation } from './en-notice-panel';
import { noticePanelId } from './notice-panel/id';

/** The notifications list's Indonesian, loaded when the list first opens (`loadNoticePanelTexts`). */
export const idNoticePanel: Localized<NoticePanelTranslation> = { noticePanel: noticePanelId };
