import { SESSION_LIMITS, SESSION_MARKETS, type SaleSession } from '@autobid/contract';
import { Button, DatePicker, Drawer, Form, Input, InputNumber, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../lib/use-action';
import { saveSession } from '../sessions-api';

dayjs.extend(utc);

interface Values {
  name: string;
  market: string;
  type: 'open' | 'closed';
  starts_at: Dayjs;
  first_close_at: Dayjs;
  stagger_seconds: number;
}

interface SessionFormDrawerProps {
  /** The session to edit, `'new'` for a new one in `market`, or null when closed. */
  session: SaleSession | 'new' | null;
  market: string;
  onClose: () => void;
  onSaved: (session: SaleSession) => void;
}

const MIN_OPEN_MINUTES = SESSION_LIMITS.minOpenSeconds / 60;
/** What the server reads: UTC as `YYYY-MM-DD HH:mm:ss` (DESIGN §4). */
const toUtc = (day: Dayjs) => day.utc().format('YYYY-MM-DD HH:mm:ss');

/** Creates a session or edits one that has not started, in a drawer that fits a phone. */
export function SessionFormDrawer({ session, market, onClose, onSaved }: SessionFormDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { busy, run } = useAction();
  const existing = session !== null && session !== 'new' ? session : null;
  const hasLots = (existing?.lot_count ?? 0) > 0;

  const initial: Partial<Values> = existing
    ? {
        name: existing.name,
        market: existing.market,
        type: existing.type,
        starts_at: dayjs(existing.starts_at),
        first_close_at: dayjs(existing.first_close_at),
        stagger_seconds: existing.stagger_seconds,
      }
    : {
        market,
        type: 'open',
        starts_at: dayjs().add(1, 'day').hour(10).minute(0).second(0),
        first_close_at: dayjs().add(1, 'day').hour(11).minute(0).second(0),
        stagger_seconds: 60,
      };

  const submit = async (values: Values) => {
    let saved: SaleSession | null = null;
    const isDone = await run(
      'save',
      async () => {
        saved = await saveSession(existing?.id ?? null, {
          name: values.name.trim(),
          market: values.market as (typeof SESSION_MARKETS)[number],
          type: values.type,
          starts_at: toUtc(values.starts_at),
          first_close_at: toUtc(values.first_close_at),
          stagger_seconds: values.stagger_seconds,
        });
      },
      existing ? t('saleSessions.form.saved') : t('saleSessions.form.created'),
    );
    if (isDone && saved) onSaved(saved);
  };

  return (
    <Drawer
      open={session !== null}
      title={
        existing
          ? t('saleSessions.form.editTitle', { name: existing.name })
          : t('saleSessions.form.newTitle')
      }
      onClose={onClose}
      size="default"
      className="session-form"
      destroyOnHidden
      footer={
        <div className="session-form__actions">
          <Button onClick={onClose}>{t('saleSessions.form.cancel')}</Button>
          <Button
            type="primary"
            loading={busy !== null}
            onClick={() => form.submit()}
            data-testid="session-save"
          >
            {existing ? t('saleSessions.form.save') : t('saleSessions.form.create')}
          </Button>
        </div>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void submit(values)}
        disabled={busy !== null}
        requiredMark={false}
      >
        <Form.Item
          name="name"
          label={t('saleSessions.form.name')}
          rules={[
            { required: true, whitespace: true, message: t('saleSessions.form.nameRequired') },
            { min: 2, max: 80, message: t('saleSessions.form.nameRequired') },
          ]}
        >
          <Input maxLength={80} data-testid="session-name" />
        </Form.Item>
        <Form.Item
          name="market"
          label={t('saleSessions.form.market')}
          extra={hasLots ? t('saleSessions.form.marketLocked') : undefined}
        >
          <Select
            disabled={hasLots}
            options={SESSION_MARKETS.map((code) => ({ value: code, label: code }))}
          />
        </Form.Item>
        <Form.Item name="type" label={t('saleSessions.form.type')}>
          <Radio.Group
            optionType="button"
            options={(['open', 'closed'] as const).map((type) => ({
              value: type,
              label: t(`saleSessions.type.${type}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="starts_at"
          label={t('saleSessions.form.startsAt')}
          extra={t('saleSessions.form.timesHelp')}
          rules={[
            {
              validator: (_rule, value: Dayjs | null) =>
                value && value.isAfter(dayjs())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('saleSessions.form.startRequired'))),
            },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={`${t('format.date')} HH:mm`}
            inputReadOnly
            allowClear={false}
            className="session-form__time"
            data-testid="session-starts"
          />
        </Form.Item>
        <Form.Item
          name="first_close_at"
          label={t('saleSessions.form.firstCloseAt')}
          dependencies={['starts_at']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: Dayjs | null) => {
                if (!value) return Promise.reject(new Error(t('saleSessions.form.closeRequired')));
                const start = getFieldValue('starts_at') as Dayjs | null;
                return !start || value.diff(start, 'minute') >= MIN_OPEN_MINUTES
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(
                        t('saleSessions.form.closeAfterStart', { minutes: MIN_OPEN_MINUTES }),
                      ),
                    );
              },
            }),
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={`${t('format.date')} HH:mm`}
            inputReadOnly
            allowClear={false}
            className="session-form__time"
            data-testid="session-first-close"
          />
        </Form.Item>
        <Form.Item
          name="stagger_seconds"
          label={t('saleSessions.form.stagger')}
          extra={t('saleSessions.form.staggerHelp', {
            min: SESSION_LIMITS.minStaggerSeconds,
            max: SESSION_LIMITS.maxStaggerSeconds,
          })}
          rules={[
            {
              required: true,
              type: 'integer',
              min: SESSION_LIMITS.minStaggerSeconds,
              max: SESSION_LIMITS.maxStaggerSeconds,
              message: t('saleSessions.form.staggerInvalid', {
                min: SESSION_LIMITS.minStaggerSeconds,
                max: SESSION_LIMITS.maxStaggerSeconds,
              }),
            },
          ]}
        >
          <InputNumber precision={0} inputMode="numeric" data-testid="session-stagger" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
