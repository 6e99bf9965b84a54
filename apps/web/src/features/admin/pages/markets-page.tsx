import type { MarketSettings } from '@autobid/contract';
import { Button, Card, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useApiCall } from '../../../lib/use-api-call';
import { MarketSettingsDrawer } from '../components/market-settings-drawer';
import { fetchMarketSettings } from '../markets-api';
import '../admin.css';
import { LoadFailure } from '../../../components/load-failure';

/** Each market's auction settings at a glance, edited in a drawer. */
export function MarketsPage() {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const { state, reload } = useApiCall(fetchMarketSettings);
  const [editing, setEditing] = useState<MarketSettings | null>(null);
  const nameOf = (code: string) => t(`country.${code as 'MY'}`);
  return (
    <section className="admin-page" data-testid="markets-page">
      <Typography.Title level={2}>{t('admin.markets.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.markets.intro')}</Typography.Paragraph>
      {state.status === 'failed' ? <LoadFailure failure={state.failure} onRetry={reload} /> : null}
      <div className="admin-markets">
        {(state.status === 'done' ? state.data : []).map((market) => (
          <Card
            key={market.code}
            title={`${nameOf(market.code)} (${market.currency})`}
            extra={
              <Button
                size="small"
                onClick={() => setEditing(market)}
                data-testid={`market-edit-${market.code}`}
              >
                {t('admin.markets.edit')}
              </Button>
            }
            data-testid={`market-${market.code}`}
          >
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'increments',
                  label: t('admin.markets.increments'),
                  children: (
                    <span className="admin-stack">
                      {market.increments.map((tier) => (
                        <span key={tier.from}>
                          {t('admin.markets.tierSummary', {
                            from: money(tier.from, market.currency),
                            increment: money(tier.increment, market.currency),
                          })}
                        </span>
                      ))}
                    </span>
                  ),
                },
                {
                  key: 'window',
                  label: t('admin.markets.extendWindow'),
                  children: market.extend_window_seconds,
                },
                {
                  key: 'payment',
                  label: t('admin.markets.paymentDays'),
                  children: market.payment_due_days,
                },
                {
                  key: 'offer',
                  label: t('admin.markets.offerHours'),
                  children: market.offer_hours,
                },
                {
                  key: 'turn',
                  label: t('admin.markets.sellerTurnHours'),
                  children: market.seller_turn_hours,
                },
                { key: 'offers', label: t('admin.markets.maxOffers'), children: market.max_offers },
              ]}
            />
          </Card>
        ))}
      </div>
      <MarketSettingsDrawer
        market={editing}
        marketName={editing ? nameOf(editing.code) : ''}
        onClose={() => setEditing(null)}
        onDone={() => {
          setEditing(null);
          reload();
        }}
      />
    </section>
  );
}
