import { useTranslation } from 'react-i18next';
import {
  changeLanguageAndReload,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
} from '../i18n/languages';
import { updateUser } from '../lib/state/account-actions';
import { useAppDispatch, useAppSelector } from '../lib/state/hooks';

/** The interface language now in use. */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Spec §4's language change, kept with the account when someone is signed in so the next sign-in
 * comes back in it: saved first, then stored under `ln` and the page reloads. A failed save still
 * switches here (the choice is the person's, the server only remembers it).
 */
function useChooseLanguage(): (language: Language) => Promise<void> {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.currentUser.user?.id ?? null);
  return async (language) => {
    if (userId !== null) await dispatch(updateUser({ id: userId, changes: { language } }));
    changeLanguageAndReload(language);
  };
}

/**
 * The native select of the interface language, on the sign-in page and in every header: the
 * phone's own picker, read by screen readers as "Language, English". Spec §4: a choice is stored
 * under `ln` and the page reloads in it.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const chooseLanguage = useChooseLanguage();
  return (
    <select
      className={className}
      aria-label={t('header.language')}
      data-testid="language-switch"
      value={current}
      onChange={(event) => {
        const language = event.target.value;
        if (isLanguage(language) && language !== current) void chooseLanguage(language);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`languageName.${language}`)}
        </option>
      ))}
    </select>
  );
}
