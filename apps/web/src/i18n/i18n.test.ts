import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n, initI18n, loadNoticePanelTexts, loadSignedOutTexts } from './i18n';
import { resources } from './resources';

// One i18next for the whole file, as in the app: the tests run in order and build on each other.
describe('texts loaded in parts', () => {
  it('a part asked for while the app boots arrives with the core texts; parts nobody asked for stay out', async () => {
    const asked = loadSignedOutTexts();
    await initI18n('th');
    await asked;
    expect(i18n.t('login.title')).toBe(resources.th.translation.login.title);
    expect(i18n.t('app.retry')).toBe(resources.th.translation.app.retry);
    expect(i18n.getResource('th', 'translation', 'frames')).toBeUndefined();
    expect(i18n.getResource('th', 'translation', 'noticePanel')).toBeUndefined();
  });

  it('a part asked for later loads in the current language before its promise resolves', async () => {
    await loadNoticePanelTexts();
    expect(i18n.t('noticePanel.title')).toBe(resources.th.translation.noticePanel.title);
  });

  it('a change of language brings every part asked for so far in the new language', async () => {
    applyLanguage('id');
    await new Promise<void>((resolve) => i18n.on('languageChanged', () => resolve()));
    expect(i18n.t('login.title')).toBe(resources.id.translation.login.title);
    expect(i18n.t('noticePanel.title')).toBe(resources.id.translation.noticePanel.title);
    expect(i18n.getResource('id', 'translation', 'frames')).toBeUndefined();
  });
});
