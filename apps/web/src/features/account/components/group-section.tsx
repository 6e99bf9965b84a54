import {
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  type GroupDetails,
  type UpdateGroup,
} from '@autobid/contract';
import { Alert, Button, Card, Descriptions, Form, Input, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateGroup } from '../../../lib/state/account-actions';
import { useAppDispatch } from '../../../lib/state/hooks';
import { useApiCall } from '../../../lib/use-api-call';
import { fetchGroup } from '../group-api';
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

interface GroupValues {
  name: string;
  contact_email: string;
  contact_dial: DialCode;
  contact_phone: string;
  address: string;
}

/** The fields a refused save names, the phone's text with an example of the group's market. */
const fieldsOf = (market: string): Record<string, FieldError> => ({
  name: { field: 'name', text: 'name' },
  contact_email: { field: 'contact_email', text: 'contactEmail' },
  contact_phone: {
    field: 'contact_phone',
    text: 'contactPhone',
    values: { example: phoneExampleFor(dialCodeFor(market), market) },
  },
  address: { field: 'address', text: 'address' },
});

/** An emptied optional field is sent as null, which clears it. */
const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

function toChanges(values: GroupValues): UpdateGroup {
  return {
    name: values.name.trim(),
    contact_email: orNull(values.contact_email),
    contact_phone: joinPhone(values.contact_dial, values.contact_phone),
    address: orNull(values.address),
  };
}

/** The group's details as a form for its administrators (`can_edit`). */
function GroupForm({
  group,
  onSaved,
}: {
  group: GroupDetails;
  onSaved: (g: GroupDetails) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<GroupValues>();
  const { isBusy, submit } = useAccountSubmit(form, fieldsOf(group.market));
  const phone = splitPhone(group.contact_phone, group.market);
  const handleFinish = async (values: GroupValues) => {
    let saved: GroupDetails | null = null;
    const action = async () => {
      saved = await dispatch(updateGroup({ id: group.id, changes: toChanges(values) })).unwrap();
    };
    if ((await submit(action, t('account.group.saved'))) && saved) onSaved(saved);
  };
  return (
    <Form<GroupValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        name: group.name,
        contact_email: group.contact_email ?? '',
        contact_dial: phone.dial,
        contact_phone: phone.national,
        address: group.address ?? '',
      }}
      onFinish={(values) => void handleFinish(values)}
    >
      <Form.Item
        name="name"
        label={t('account.group.name')}
        rules={[
          { required: true, whitespace: true, message: t('form.required') },
          { min: GROUP_NAME_MIN, max: GROUP_NAME_MAX },
        ]}
      >
        <Input maxLength={GROUP_NAME_MAX} data-testid="group-name" />
      </Form.Item>
      <Form.Item
        name="contact_email"
        label={t('account.group.contactEmail')}
        rules={[{ type: 'email' }, { max: 254 }]}
      >
        <Input type="email" maxLength={254} data-testid="group-contact-email" />
      </Form.Item>
      <PhoneField
        dialName="contact_dial"
        name="contact_phone"
        label={t('account.group.contactPhone')}
        testId="group-contact-phone"
        market={group.market}
        invalidText="contactPhone"
      />
      <Form.Item name="address" label={t('account.group.address')} rules={[{ max: 300 }]}>
        <Input.TextArea rows={3} maxLength={300} data-testid="group-address" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isBusy} data-testid="group-save">
        {t('account.group.save')}
      </Button>
    </Form>
  );
}

/** The group's details, read-only for everyone but its administrators. */
function GroupDetailsView({ group }: { group: GroupDetails }) {
  const { t } = useTranslation();
  const none = t('account.group.none');
  return (
    <>
      <Descriptions column={1} size="small" data-testid="group-details">
        <Descriptions.Item label={t('account.group.name')}>{group.name}</Descriptions.Item>
        <Descriptions.Item label={t('account.group.kind')}>
          {group.kind === 'dealer' ? t('account.group.kindDealer') : t('account.group.kindSeller')}
        </Descriptions.Item>
        <Descriptions.Item label={t('account.group.market')}>{group.market}</Descriptions.Item>
        <Descriptions.Item label={t('account.group.contactEmail')}>
          {group.contact_email ?? none}
        </Descriptions.Item>
        <Descriptions.Item label={t('account.group.contactPhone')}>
          {group.contact_phone ?? none}
        </Descriptions.Item>
        <Descriptions.Item label={t('account.group.address')}>
          {group.address ?? none}
        </Descriptions.Item>
      </Descriptions>
      <Alert type="info" showIcon title={t('account.group.readOnly')} />
    </>
  );
}

/** The signed-in user's group: loaded on its own, so a failure leaves the rest of the page usable. */
export function GroupSection({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const load = useCallback(() => fetchGroup(groupId), [groupId]);
  const { state, reload } = useApiCall(load);
  const [saved, setSaved] = useState<GroupDetails | null>(null);
  const group = saved ?? (state.status === 'done' ? state.data : null);
  return (
    <Card title={t('account.group.title')} className="account-card">
      {state.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={t('account.loadFailed')}
          action={<Button onClick={reload}>{t('account.retry')}</Button>}
        />
      ) : group === null ? (
        <Skeleton active />
      ) : group.can_edit ? (
        <GroupForm group={group} onSaved={setSaved} />
      ) : (
        <GroupDetailsView group={group} />
      )}
    </Card>
  );
}
