import { MAX_AMOUNT } from '@autobid/auction';
import type { MarketSettings, MarketSettingsInput } from '@autobid/contract';
import { Button, Drawer, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { saveMarketSettings } from '../markets-api';
import { validValues } from '../../../lib/form-values';

interface MarketSettingsDrawerProps {
  market: MarketSettings | null;
  marketName: string;
  onClose: () => void;
  onDone: () => void;
}

/** The same rule the server applies (INC-1): the first tier from 0, each next one starting higher. */
export function areTiersOrdered(tiers: readonly { from?: number | null }[]): boolean {
  return tiers.every((tier, index) =>
    index === 0 ? tier.from === 0 : (tier.from ?? -1) > (tiers[index - 1]?.from ?? Infinity),
  );
}

/** Edits one market's increment table, final window, payment days and offer rules. */
export function MarketSettingsDrawer({
  market,
  marketName,
  onClose,
  onDone,
}: MarketSettingsDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MarketSettingsInput>();
  const { busy, run } = useAction();
  const submit = async () => {
    if (!market) return;
    const values = await validValues(form);
    if (!values) return;
    if (await run('save', () => saveMarketSettings(market.code, values), t('admin.markets.saved')))
      onDone();
  };
  const { integer } = useFormatters();
  // The field takes what is typed; a value out of range is refused with a message, never clamped.
  const whole = { precision: 0, className: 'admin-number' };
  const inRange = (min: number, max: number) => ({
    type: 'integer' as const,
    min,
    max,
    message: t('admin.markets.outOfRange', { min: integer(min), max: integer(max) }),
  });
  const field = (
    name: keyof MarketSettingsInput,
    label: string,
    min: number,
    max: number,
    extra?: string,
  ) => (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      validateFirst
      rules={[{ required: true, message: t('admin.inviteForm.required') }, inRange(min, max)]}
    >
      <InputNumber {...whole} data-testid={`market-${name}`} />
    </Form.Item>
  );
  return (
    <Drawer
      open={market !== null}
      onClose={onClose}
      title={t('admin.markets.editTitle', { name: marketName })}
      className="admin-drawer"
      destroyOnHidden
      extra={
        <Button
          type="primary"
          loading={busy !== null}
          onClick={() => void submit()}
          data-testid="market-save"
        >
          {t('admin.save')}
        </Button>
      }
    >
      {market ? (
        <Form form={form} layout="vertical" initialValues={market}>
          <Typography.Title level={5}>{t('admin.markets.increments')}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('admin.markets.incrementsHint')}
          </Typography.Paragraph>
          <Form.List
            name="increments"
            rules={[
              {
                validator: async (_rule, tiers: MarketSettingsInput['increments']) => {
                  if (!tiers?.length || !areTiersOrdered(tiers))
                    throw new Error(t('admin.markets.tiersInvalid'));
                },
              },
            ]}
          >
            {(tiers, { add, remove }, { errors }) => (
              <>
                <div className="admin-tier admin-tier--head" aria-hidden>
                  <span>{t('admin.markets.from')}</span>
                  <span>{t('admin.markets.increment')}</span>
                  <span />
                </div>
                {tiers.map((tier, index) => (
                  <div className="admin-tier" key={tier.key}>
                    <Form.Item
                      name={[tier.name, 'from']}
                      validateFirst
                      rules={[
                        { required: true, message: t('admin.inviteForm.required') },
                        inRange(0, MAX_AMOUNT),
                      ]}
                    >
                      <InputNumber
                        {...whole}
                        aria-label={t('admin.markets.from')}
                        data-testid={`tier-from-${index}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[tier.name, 'increment']}
                      validateFirst
                      rules={[
                        { required: true, message: t('admin.inviteForm.required') },
                        inRange(1, MAX_AMOUNT),
                      ]}
                    >
                      <InputNumber
                        {...whole}
                        aria-label={t('admin.markets.increment')}
                        data-testid={`tier-increment-${index}`}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      disabled={tiers.length === 1}
                      onClick={() => remove(tier.name)}
                    >
                      {t('admin.markets.removeTier')}
                    </Button>
                  </div>
                ))}
                <Form.ErrorList errors={errors} />
                <Button onClick={() => add({ from: null, increment: null })} data-testid="tier-add">
                  {t('admin.markets.addTier')}
                </Button>
              </>
            )}
          </Form.List>
          <div className="admin-market-fields">
            {field(
              'extend_window_seconds',
              t('admin.markets.extendWindow'),
              0,
              3600,
              t('admin.markets.extendWindowHint'),
            )}
            {field('payment_due_days', t('admin.markets.paymentDays'), 1, 60)}
            {field('offer_hours', t('admin.markets.offerHours'), 1, 240)}
            {field('seller_turn_hours', t('admin.markets.sellerTurnHours'), 1, 240)}
            {field('max_offers', t('admin.markets.maxOffers'), 1, 20)}
          </div>
        </Form>
      ) : null}
    </Drawer>
  );
}
