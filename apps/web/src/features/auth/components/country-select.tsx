import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSignInCountry, SIGN_IN_COUNTRIES, type Country } from '../../../config/countries';

interface CountrySelectProps {
  value: Country;
  onChange: (country: Country) => void;
}

/** The region a dealer signs in for; only the sign-in regions of spec §1 (SG, MY, ID) are offered or taken. */
export function CountrySelect({ value, onChange }: CountrySelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      id="login-country"
      className="country-select"
      data-testid="login-country"
      aria-label={t('login.region')}
      size="large"
      prefix={<GlobalOutlined />}
      value={isSignInCountry(value) ? value : undefined}
      placeholder={t('login.region')}
      onChange={(next: string) => {
        if (isSignInCountry(next)) onChange(next);
      }}
      options={SIGN_IN_COUNTRIES.map((country) => ({
        value: country,
        label: t(`country.${country}`),
      }))}
    />
  );
}
