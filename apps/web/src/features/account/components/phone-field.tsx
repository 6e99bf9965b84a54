import { DIAL_CODES } from '@autobid/contract';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

interface PhoneFieldProps {
  /** The form fields of the dial code and of the number after it. */
  dialName: string;
  name: string;
  label: string;
  extra?: string;
  testId: string;
}

/** Spec §9's phone: one of the dial codes, then the number; the server checks it per country. */
export function PhoneField({ dialName, name, label, extra, testId }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} extra={extra} required={false}>
      <Space.Compact block>
        <Form.Item name={dialName} noStyle>
          <select
            className="account-select account-select--dial"
            aria-label={t('account.profile.dialCode')}
            data-testid={`${testId}-dial`}
          >
            {DIAL_CODES.map(({ dial, country }) => (
              <option key={dial} value={dial}>
                {`${dial} ${country}`}
              </option>
            ))}
          </select>
        </Form.Item>
        <Form.Item
          name={name}
          noStyle
          rules={[{ pattern: /^[\d\s\-().]{0,20}$/, message: t('account.fieldErrors.phone') }]}
        >
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-label={label}
            maxLength={20}
            data-testid={testId}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
