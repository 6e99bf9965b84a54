import { Button, Card, Form, Input, Typography, type InputRef } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../../lib/state/account-actions';
import { useAppDispatch } from '../../../lib/state/hooks';
import type { FieldError } from '../server-field-errors';
import { useAccountSubmit } from '../use-account-submit';

interface PasswordValues {
  current_password: string;
  password: string;
  confirm: string;
}

const FIELDS: Record<string, FieldError> = {
  current_password: { field: 'current_password', text: 'wrongPassword' },
  password: { field: 'password', text: 'password' },
};

/** The rules of `newPasswordSchema` (10 to 128, not only spaces); the server also refuses common ones. */
const NEW_PASSWORD_RULES = [{ required: true }, { min: 10 }, { max: 128 }, { whitespace: true }];

interface PasswordSectionProps {
  userId: number;
  /** `open_change_password=true`: the section is brought into view with its first field focused. */
  isOpened: boolean;
}

/** Current, new and repeated password; every other session of the user ends on success. */
export function PasswordSection({ userId, isOpened }: PasswordSectionProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<PasswordValues>();
  const { isBusy, submit } = useAccountSubmit(form, FIELDS);
  const section = useRef<HTMLDivElement>(null);
  const current = useRef<InputRef>(null);

  useEffect(() => {
    if (!isOpened) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    current.current?.focus();
  }, [isOpened]);

  const handleFinish = async ({ current_password, password }: PasswordValues) => {
    const isChanged = await submit(
      () => dispatch(changePassword({ id: userId, current_password, password })).unwrap(),
      t('account.password.saved'),
    );
    if (isChanged) form.resetFields();
  };

  return (
    <div ref={section} id="change-password" className="account-section-anchor">
      <Card title={t('account.password.title')} className="account-card">
        <Typography.Paragraph type="secondary">{t('account.password.rules')}</Typography.Paragraph>
        <Form<PasswordValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void handleFinish(values)}
        >
          <Form.Item
            name="current_password"
            label={t('account.password.current')}
            rules={[{ required: true }]}
          >
            <Input.Password
              ref={current}
              autoComplete="current-password"
              maxLength={200}
              data-testid="password-current"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('account.password.new')}
            dependencies={['current_password']}
            rules={[
              ...NEW_PASSWORD_RULES,
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string | undefined) => {
                  if (value && value === getFieldValue('current_password'))
                    throw new Error(t('account.password.sameAsCurrent'));
                },
              }),
            ]}
          >
            <Input.Password
              autoComplete="new-password"
              maxLength={128}
              data-testid="password-new"
            />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('account.password.confirm')}
            dependencies={['password']}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string | undefined) => {
                  if (value && value !== getFieldValue('password'))
                    throw new Error(t('account.password.mismatch'));
                },
              }),
            ]}
          >
            <Input.Password
              autoComplete="new-password"
              maxLength={128}
              data-testid="password-confirm"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isBusy} data-testid="password-save">
            {t('account.password.save')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
