import type { SessionCandidate, SessionDetail } from '@autobid/contract';
import { Button, Drawer, Empty, Skeleton, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { useApiCall } from '../../../lib/use-api-call';
import { fetchCandidates, scheduleLot } from '../sessions-api';
import { LoadFailure } from '../../../components/load-failure';

interface CandidateDrawerProps {
  session: SessionDetail;
  open: boolean;
  onClose: () => void;
  onScheduled: () => void;
}

const carOf = (c: SessionCandidate) =>
  `${c.car.year} ${c.car.make} ${c.car.model} ${c.car.variant}`;

/** The approved cars of the session's market, to add one by one as its last lot. */
export function CandidateDrawer({ session, open, onClose, onScheduled }: CandidateDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('saleSessions.picker.title', { market: session.market })}
      size="default"
      className="candidate-drawer"
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('saleSessions.picker.intro')}</Typography.Paragraph>
      {open ? <CandidateList session={session} onScheduled={onScheduled} /> : null}
    </Drawer>
  );
}

function CandidateList({
  session,
  onScheduled,
}: Pick<CandidateDrawerProps, 'session' | 'onScheduled'>) {
  const { t } = useTranslation();
  const { money, integer } = useFormatters();
  const load = useCallback(() => fetchCandidates(session.id), [session.id]);
  const { state, reload } = useApiCall(load);
  const { busy, run } = useAction();

  const add = async (candidate: SessionCandidate) => {
    const isDone = await run(
      `add-${candidate.listing_id}`,
      () => scheduleLot(session.id, { listing_id: candidate.listing_id }),
      t('saleSessions.picker.scheduled'),
    );
    if (isDone) {
      reload();
      onScheduled();
    }
  };

  if (state.status === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (state.status === 'failed') return <LoadFailure failure={state.failure} onRetry={reload} />;
  if (state.data.length === 0) return <Empty description={t('saleSessions.picker.empty')} />;
  return (
    <ul className="candidate-list">
      {state.data.map((candidate) => (
        <li key={candidate.listing_id} data-testid={`candidate-${candidate.listing_id}`}>
          <div className="candidate-list__text">
            <strong>{carOf(candidate)}</strong>
            <span>
              {candidate.car.registration_number} · {integer(candidate.car.mileage_km)} km ·{' '}
              {candidate.location}
            </span>
            <span>
              {t('saleSessions.picker.seller')}: {candidate.seller_group.name}
            </span>
            <span>
              {t('saleSessions.detail.prices', {
                start: money(candidate.start_price, session.currency),
                reserve: money(candidate.reserve_price, session.currency),
              })}
            </span>
            {candidate.preferred_session ? (
              <Tag color={candidate.preferred_session.id === session.id ? 'blue' : 'default'}>
                {candidate.preferred_session.id === session.id
                  ? t('saleSessions.picker.preferred')
                  : t('saleSessions.picker.preferredOther', {
                      name: candidate.preferred_session.name,
                    })}
              </Tag>
            ) : null}
            {candidate.is_inspected ? null : (
              <Tag color="orange">{t('saleSessions.picker.notInspected')}</Tag>
            )}
          </div>
          <Button
            type="primary"
            loading={busy === `add-${candidate.listing_id}`}
            disabled={busy !== null || !candidate.is_inspected}
            onClick={() => void add(candidate)}
            data-testid={`candidate-add-${candidate.listing_id}`}
          >
            {t('saleSessions.picker.schedule')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
