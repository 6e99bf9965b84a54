import { LANGUAGES, STAFF_ROLE_NAMES, type InviteInput } from '@autobid/contract';
import { Button, Checkbox, Drawer, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_COUNTRIES } from '../../../config/countries';
import { ApiRequestError } from '../../../lib/api-error';
import { useAction } from '../../../lib/use-action';
import { inviteUser } from '../users-api';
import { GroupSelect } from './group-select';
import { validValues } from '../../../lib/form-values';

type Values = Required<Pick<InviteInput, 'email' | 'name' | 'kind' | 'language'>> & {
  group_id?: number;
  staff_roles?: InviteInput['staff_roles'];
  market?: string;
};

interface InviteUserDrawerProps {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Invite a person: a dealer or seller joins a group (and its market), staff get roles and a market. */
export function InviteUserDrawer({ open, onClose, onDone }: InviteUserDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'dealer';
  const { busy, run } = useAction();
  const required = { required: true, whitespace: true, message: t('admin.inviteForm.required') };

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const input: InviteInput =
      values.kind === 'staff'
        ? { ...values, group_id: null, staff_roles: values.staff_roles ?? [] }
        : {
            email: values.email,
            name: values.name,
            kind: values.kind,
            language: values.language,
            group_id: values.group_id ?? null,
          };
    const isDone = await run(
      'invite',
      async () => {
        try {
          await inviteUser(input);
        } catch (error) {
          if (error instanceof ApiRequestError && error.failure.fieldErrors?.email)
            form.setFields([{ name: 'email', errors: [t('admin.inviteForm.emailTaken')] }]);
          throw error;
        }
      },
      t('admin.inviteForm.done', { email: values.email }),
    );
    if (isDone) {
      form.resetFields();
      onDone();
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('admin.inviteForm.title')}
      size="default"
      className="admin-drawer"
      destroyOnHidden
      extra={
        <Button
          type="primary"
          loading={busy !== null}
          onClick={() => void submit()}
          data-testid="invite-submit"
        >
          {t('admin.inviteForm.submit')}
        </Button>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind: 'dealer', language: 'en', market: 'MY' }}
        data-testid="invite-form"
      >
        <Form.Item
          name="email"
          label={t('admin.inviteForm.email')}
          rules={[required, { type: 'email', message: t('admin.inviteForm.invalidEmail') }]}
        >
          <Input type="email" autoComplete="off" maxLength={200} data-testid="invite-email" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('admin.inviteForm.name')}
          rules={[required, { min: 2, message: t('admin.inviteForm.nameShort') }]}
        >
          <Input maxLength={100} data-testid="invite-name" />
        </Form.Item>
        <Form.Item name="kind" label={t('admin.inviteForm.kind')}>
          <Radio.Group
            optionType="button"
            options={(['dealer', 'seller', 'staff'] as const).map((value) => ({
              value,
              label: t(`admin.kind.${value}`),
            }))}
            onChange={() => form.setFieldValue('group_id', undefined)}
            data-testid="invite-kind"
          />
        </Form.Item>
        {kind === 'staff' ? (
          <>
            <Form.Item
              name="staff_roles"
              label={t('admin.inviteForm.roles')}
              rules={[
                {
                  required: true,
                  type: 'array',
                  min: 1,
                  message: t('admin.inviteForm.rolesRequired'),
                },
              ]}
            >
              <Checkbox.Group
                options={STAFF_ROLE_NAMES.map((role) => ({
                  value: role,
                  label: t(`admin.role.${role}`),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="market"
              label={t('admin.inviteForm.market')}
              rules={[{ required: true, message: t('admin.inviteForm.required') }]}
            >
              <Select
                options={SUPPORTED_COUNTRIES.map((code) => ({
                  value: code,
                  label: t(`country.${code}`),
                }))}
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="group_id"
            label={t('admin.inviteForm.group')}
            rules={[{ required: true, message: t('admin.inviteForm.required') }]}
          >
            <GroupSelect
              key={kind}
              kind={kind}
              placeholder={t('admin.inviteForm.groupPlaceholder')}
            />
          </Form.Item>
        )}
        <Form.Item name="language" label={t('admin.inviteForm.language')}>
          <Select
            options={LANGUAGES.map((code) => ({ value: code, label: t(`languageName.${code}`) }))}
            data-testid="invite-language"
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
