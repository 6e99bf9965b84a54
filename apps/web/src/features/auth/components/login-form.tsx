import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../config/countries';
import type { ApiFailure } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/error-text';
import { CountrySelect } from './country-select';

export interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  loading: boolean;
  failure: ApiFailure | null;
  onSubmit: (values: LoginValues) => void;
  country: Country;
  onCountryChange: (country: Country) => void;
}

export function LoginForm({
  loading,
  failure,
  onSubmit,
  country,
  onCountryChange,
}: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Form<LoginValues>
      layout="vertical"
      requiredMark={false}
      onFinish={onSubmit}
      disabled={loading}
      size="large"
    >
      {failure ? (
        <Alert
          type="error"
          showIcon
          className="login-form__error"
          data-testid="login-error"
          title={errorText(failure)}
        />
      ) : null}
      <Form.Item label={t('login.region')} htmlFor="login-country">
        <CountrySelect value={country} onChange={onCountryChange} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[{ required: true }, { type: 'email' }]}
        validateTrigger="onBlur"
      >
        <Input
          prefix={<MailOutlined />}
          type="email"
          inputMode="email"
          autoComplete="username"
          placeholder={t('login.emailPlaceholder')}
          data-testid="login-email"
        />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[{ required: true }]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          data-testid="login-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loading} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
