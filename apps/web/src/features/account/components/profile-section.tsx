import type { UpdateUser, User } from '@autobid/contract';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_COUNTRIES, isSupportedCountry, type Country } from '../../../config/countries';
import { changeLanguageAndReload, LANGUAGES, type Language } from '../../../i18n/languages';
import { updateUser } from '../../../lib/state/account-actions';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks';
import {
  dialCodeFor,
  joinPhone,
  phoneExampleFor,
  splitPhone,
  type DialCode,
} from '../phone-number';
import type { FieldError } from '../server-field-errors';
import { useAccountSubmit } from '../use-account-submit';
import { PhoneField } from './phone-field';

interface ProfileValues {
  name: string;
  dial: DialCode;
  phone: string;
  language: Language;
}

/** The fields a refused save names, the phone's text with an example of the user's market. */
const fieldsOf = (country: string): Record<string, FieldError> => ({
  name: { field: 'name', text: 'name' },
  phone: {
    field: 'phone',
    text: 'phone',
    values: { example: phoneExampleFor(dialCodeFor(country), country) },
  },
});

/** The fields that differ from the saved user; the name always goes, so a save is never empty. */
function changesOf(user: User, values: ProfileValues): UpdateUser {
  const phone = joinPhone(values.dial, values.phone);
  return {
    name: values.name.trim(),
    ...(phone !== (user.phone ?? null) ? { phone } : {}),
    ...(values.language !== user.locale.language ? { language: values.language } : {}),
  };
}

interface ProfileSectionProps {
  user: User;
  /** Takes a supported country as the selected one (spec §4/§5). */
  onCountryChange: (country: Country) => void;
}

/** Name, e-mail (read-only), phone, language and country of the signed-in user. */
export function ProfileSection({ user, onCountryChange }: ProfileSectionProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const country = useAppSelector((state) => state.currentUser.selectedCountry);
  const [form] = Form.useForm<ProfileValues>();
  const { isBusy, submit } = useAccountSubmit(form, fieldsOf(user.country));
  const { dial, national } = splitPhone(user.phone, user.country);

  const handleFinish = async (values: ProfileValues) => {
    const changes = changesOf(user, values);
    const isSaved = await submit(
      () => dispatch(updateUser({ id: user.id, changes })).unwrap(),
      t('account.profile.saved'),
    );
    // Spec §4: a new language is stored under `ln` and the page reloads in it.
    if (isSaved && changes.language) changeLanguageAndReload(changes.language);
  };

  return (
    <Card title={t('account.profile.title')} className="account-card">
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: user.name, dial, phone: national, language: user.locale.language }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item
          name="name"
          label={t('account.profile.name')}
          rules={[{ required: true, whitespace: true, message: t('form.required') }, { max: 120 }]}
        >
          <Input autoComplete="name" maxLength={120} data-testid="account-name" />
        </Form.Item>
        <Form.Item
          label={t('account.profile.email')}
          extra={t('account.profile.emailHint')}
          htmlFor="account-email"
        >
          <Input id="account-email" value={user.email} readOnly data-testid="account-email" />
        </Form.Item>
        <PhoneField
          dialName="dial"
          name="phone"
          label={t('account.profile.phone')}
          extra={t('account.profile.phoneHint')}
          testId="account-phone"
          market={user.country}
          invalidText="phone"
        />
        <Form.Item name="language" label={t('account.profile.language')}>
          <select className="account-select" data-testid="account-language">
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languageName.${language}`)}
              </option>
            ))}
          </select>
        </Form.Item>
        <Form.Item
          label={t('account.profile.country')}
          extra={t('account.profile.countryHint')}
          htmlFor="account-country"
        >
          <select
            id="account-country"
            className="account-select"
            value={country}
            onChange={(event) => {
              // Spec §5: only a supported country is taken.
              if (isSupportedCountry(event.target.value)) onCountryChange(event.target.value);
            }}
            data-testid="account-country"
          >
            {SUPPORTED_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`country.${code}`)}
              </option>
            ))}
          </select>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isBusy} data-testid="account-save">
          {t('account.profile.save')}
        </Button>
      </Form>
    </Card>
  );
}
