import { LanguageSelect } from '../../../components/language-select';
import { GlobeIcon } from './sign-in-icons';

/** The sign-in page's language picker: the native language select in the page's own field look. */
export function SignInLanguage() {
  return (
    <div className="sign-in-input sign-in-input--select sign-in-language">
      <GlobeIcon />
      <LanguageSelect />
    </div>
  );
}
