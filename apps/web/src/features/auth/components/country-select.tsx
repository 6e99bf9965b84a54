import { useTranslation } from 'react-i18next';
import { isSignInCountry, SIGN_IN_COUNTRIES, type Country } from '../../../config/countries';
import { GlobeIcon } from './sign-in-icons';

interface CountrySelectProps {
  value: Country;
  onChange: (country: Country) => void;
  disabled?: boolean;
}

/** The region a dealer signs in for; only the sign-in regions of spec §1 (SG, MY, ID) are offered or taken. */
export function CountrySelect({ value, onChange, disabled = false }: CountrySelectProps) {
  const { t } = useTranslation();
  return (
    <div className="sign-in-input sign-in-input--select">
      <GlobeIcon />
      <select
        id="login-country"
        data-testid="login-country"
        value={isSignInCountry(value) ? value : ''}
        disabled={disabled}
        onChange={(event) => {
          if (isSignInCountry(event.target.value)) onChange(event.target.value);
        }}
      >
        {isSignInCountry(value) ? null : (
          <option value="" disabled>
            {t('login.region')}
          </option>
        )}
        {SIGN_IN_COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {t(`country.${country}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
