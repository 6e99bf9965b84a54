import { DIAL_CODES } from '@autobid/contract';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isPhoneNumber, phoneExampleFor, type DialCode } from '../phone-number';

interface PhoneFieldProps {
  /** The form fields of the dial code and of the number after it. */
  dialName: string;
  name: string;
  label: string;
  extra?: string;
  testId: string;
  /** The market whose phone the error's example shows when the dial code has none of its own. */
  market: string;
  /** The `account.fieldErrors` text of a number that is not one. */
  invalidText: 'phone' | 'contactPhone';
}

/**
 * Spec §9's phone: one of the dial codes, then the number, checked before sending by the
 * contract's phone rule (the server checks it again per country); a refusal gives an example.
 */
export function PhoneField({
  dialName,
  name,
  label,
  extra,
  testId,
  market,
  invalidText,
}: PhoneFieldProps) {
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
          dependencies={[dialName]}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) => {
                const dial = getFieldValue(dialName) as DialCode;
                return isPhoneNumber(dial, value)
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(
                        t(`account.fieldErrors.${invalidText}`, {
                          example: phoneExampleFor(dial, market),
                        }),
                      ),
                    );
              },
            }),
          ]}
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
