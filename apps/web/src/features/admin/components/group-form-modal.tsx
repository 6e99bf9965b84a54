import { GROUP_KINDS, type AdminGroup, type GroupInput } from '@autobid/contract';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_COUNTRIES } from '../../../config/countries';
import { ApiRequestError } from '../../../lib/api-error';
import { useAction } from '../../../lib/use-action';
import { createGroup, renameGroup } from '../groups-api';
import { validValues } from '../../../lib/form-values';

interface GroupFormModalProps {
  /** `new` for a new group, a group to rename, or null when closed. */
  target: AdminGroup | 'new' | null;
  onClose: () => void;
  onDone: () => void;
}

/** A new group (name, market, kind) or a new name for one; market and kind never change. */
export function GroupFormModal({ target, onClose, onDone }: GroupFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GroupInput>();
  const { busy, run } = useAction();
  const isNew = target === 'new';
  const submit = async () => {
    if (!target) return;
    const values = await validValues(form);
    if (!values) return;
    const isDone = await run(
      'save',
      async () => {
        try {
          if (isNew) await createGroup(values);
          else await renameGroup(target.id, values.name);
        } catch (error) {
          if (error instanceof ApiRequestError && error.failure.fieldErrors?.name)
            form.setFields([{ name: 'name', errors: [t('admin.groups.nameTaken')] }]);
          throw error;
        }
      },
      isNew ? t('admin.groups.created') : t('admin.groups.renamed'),
    );
    if (isDone) onDone();
  };
  return (
    <Modal
      open={target !== null}
      title={
        isNew
          ? t('admin.groups.createTitle')
          : t('admin.groups.renameTitle', { name: target?.name ?? '' })
      }
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ loading: busy !== null, 'data-testid': 'group-save' }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={isNew || !target ? { kind: 'dealer', market: 'MY' } : { name: target.name }}
      >
        <Form.Item
          name="name"
          label={t('admin.groups.name')}
          rules={[
            { required: true, whitespace: true, min: 2, message: t('admin.inviteForm.required') },
          ]}
        >
          <Input maxLength={80} data-testid="group-name" />
        </Form.Item>
        {isNew ? (
          <>
            <Form.Item name="kind" label={t('admin.kindLabel')}>
              <Radio.Group
                optionType="button"
                options={GROUP_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`admin.kind.${kind}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="market" label={t('admin.market')}>
              <Select
                options={SUPPORTED_COUNTRIES.map((code) => ({
                  value: code,
                  label: t(`country.${code}`),
                }))}
              />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
