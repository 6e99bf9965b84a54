import type { SessionDetail, SessionLot } from '@autobid/contract';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { useFormatters } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { useApiCall } from '../../../lib/use-api-call';
import { CandidateDrawer } from '../components/candidate-drawer';
import { LotPricesModal } from '../components/lot-prices-modal';
import { ReasonModal } from '../components/reason-modal';
import { SessionFormDrawer } from '../components/session-form-drawer';
import { SessionStateTag } from '../components/session-state-tag';
import { cancelSession, fetchSession, removeLot, reorderLots, repriceLot } from '../sessions-api';
import '../sale-sessions.css';

interface SessionPageProps {
  listPath: string;
}

/** One sale session: its plan and its lots in closing order, changed until it starts. */
export function SessionPage({ listPath }: SessionPageProps) {
  const { t } = useTranslation();
  const sessionId = Number(useParams().sessionId) || 0;
  const load = useCallback(() => fetchSession(sessionId), [sessionId]);
  const { state, reload } = useApiCall(load);
  return (
    <section className="session-page" data-testid="session-page">
      <Link to={listPath} className="sale-sessions__back">
        {t('saleSessions.back')}
      </Link>
      {state.status === 'failed' ? (
        <LoadFailure
          failure={state.failure}
          onRetry={reload}
          record={{
            kind: 'session',
            id: sessionId,
            back: { path: listPath, label: t('saleSessions.backToList') },
          }}
        />
      ) : null}
      {state.status === 'loading' ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {state.status === 'done' ? <SessionView session={state.data} reload={reload} /> : null}
    </section>
  );
}

type Dialog =
  | { kind: 'edit' }
  | { kind: 'cancel' }
  | { kind: 'add' }
  | { kind: 'prices'; lot: SessionLot }
  | { kind: 'remove'; lot: SessionLot }
  | null;

function SessionView({ session, reload }: { session: SessionDetail; reload: () => void }) {
  const { t } = useTranslation();
  const { dateTime, time } = useFormatters();
  const { busy, run } = useAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const isChangeable = session.state === 'upcoming';
  const close = () => setDialog(null);
  const act = async (key: string, action: () => Promise<unknown>, done: string) => {
    const isDone = await run(key, action, done);
    if (isDone) {
      close();
      reload();
    }
    return isDone;
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = session.lots.map((lot) => lot.auction_id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void act(
      `move-${index}`,
      () => reorderLots(session.id, ids),
      t('saleSessions.detail.reordered'),
    );
  };

  return (
    <>
      <header className="sale-sessions__head">
        <div>
          <Typography.Title level={2}>{session.name}</Typography.Title>
          <p className="session-page__facts">
            <SessionStateTag state={session.state} />
            <span>
              {session.market} · {t(`saleSessions.type.${session.type}`)} ·{' '}
              {t('saleSessions.lots', { count: session.lot_count })}
            </span>
          </p>
          <p>{t('saleSessions.startsAt', { time: dateTime(session.starts_at) })}</p>
          <p className="session-card__muted">
            {t('saleSessions.closes', {
              first: time(session.first_close_at),
              last: time(session.last_close_at),
            })}{' '}
            · {t('saleSessions.staggerEvery', { seconds: session.stagger_seconds })}
          </p>
        </div>
        {isChangeable ? (
          <div className="session-card__actions">
            <Button
              type="primary"
              onClick={() => setDialog({ kind: 'add' })}
              data-testid="session-add-cars"
            >
              {t('saleSessions.detail.addCars')}
            </Button>
            <Button onClick={() => setDialog({ kind: 'edit' })} data-testid="session-edit">
              {t('saleSessions.edit')}
            </Button>
            <Button
              danger
              onClick={() => setDialog({ kind: 'cancel' })}
              data-testid="session-cancel"
            >
              {t('saleSessions.cancelSession.action')}
            </Button>
          </div>
        ) : null}
      </header>
      {session.state === 'cancelled' ? (
        <Alert type="warning" showIcon title={t('saleSessions.detail.cancelled')} />
      ) : session.state === 'finished' ? (
        <Alert type="info" showIcon title={t('saleSessions.detail.finished')} />
      ) : !isChangeable ? (
        <Alert type="info" showIcon title={t('saleSessions.detail.locked')} />
      ) : null}
      <Typography.Title level={3} className="session-page__lots-title">
        {t('saleSessions.detail.lotsTitle')}
      </Typography.Title>
      {session.lots.length === 0 ? <Empty description={t('saleSessions.detail.noLots')} /> : null}
      <ol className="lot-list">
        {session.lots.map((lot, index) => (
          <li key={lot.auction_id}>
            <LotCard
              lot={lot}
              currency={session.currency}
              isChangeable={isChangeable}
              isFirst={index === 0}
              isLast={index === session.lots.length - 1}
              busy={busy !== null}
              onMove={(by) => move(index, by)}
              onPrices={() => setDialog({ kind: 'prices', lot })}
              onRemove={() => setDialog({ kind: 'remove', lot })}
            />
          </li>
        ))}
      </ol>

      <SessionFormDrawer
        session={dialog?.kind === 'edit' ? session : null}
        market={session.market}
        onClose={close}
        onSaved={() => {
          close();
          reload();
        }}
      />
      <CandidateDrawer
        session={session}
        open={dialog?.kind === 'add'}
        onClose={close}
        onScheduled={reload}
      />
      <LotPricesModal
        lot={dialog?.kind === 'prices' ? dialog.lot : null}
        currency={session.currency}
        busy={busy !== null}
        onClose={close}
        onSubmit={(prices) =>
          dialog?.kind === 'prices'
            ? act(
                'prices',
                () => repriceLot(session.id, dialog.lot.auction_id, prices),
                t('saleSessions.lotPrices.saved'),
              )
            : Promise.resolve(false)
        }
      />
      <ReasonModal
        open={dialog?.kind === 'remove'}
        title={t('saleSessions.removeLot.title', {
          position: dialog?.kind === 'remove' ? dialog.lot.position : '',
        })}
        body={t('saleSessions.removeLot.body')}
        reasonLabel={t('saleSessions.removeLot.reason')}
        confirm={t('saleSessions.removeLot.confirm')}
        busy={busy !== null}
        testId="lot-remove"
        onClose={close}
        onSubmit={(reason) =>
          dialog?.kind === 'remove'
            ? act(
                'remove',
                () => removeLot(session.id, dialog.lot.auction_id, reason),
                t('saleSessions.removeLot.done'),
              )
            : Promise.resolve(false)
        }
      />
      <ReasonModal
        open={dialog?.kind === 'cancel'}
        title={t('saleSessions.cancelSession.title', { name: session.name })}
        body={t('saleSessions.cancelSession.body')}
        reasonLabel={t('saleSessions.cancelSession.reason')}
        confirm={t('saleSessions.cancelSession.confirm')}
        busy={busy !== null}
        testId="session-cancel"
        onClose={close}
        onSubmit={(reason) =>
          act(
            'cancel',
            () => cancelSession(session.id, reason),
            t('saleSessions.cancelSession.done'),
          )
        }
      />
    </>
  );
}

interface LotCardProps {
  lot: SessionLot;
  currency: string;
  isChangeable: boolean;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onPrices: () => void;
  onRemove: () => void;
}

function LotCard({
  lot,
  currency,
  isChangeable,
  isFirst,
  isLast,
  busy,
  onMove,
  onPrices,
  onRemove,
}: LotCardProps) {
  const { t } = useTranslation();
  const { money, time, integer } = useFormatters();
  return (
    <Card size="small" className="lot-card" data-testid={`lot-${lot.auction_id}`}>
      <div className="lot-card__top">
        <Tag>{t('saleSessions.detail.position', { position: lot.position })}</Tag>
        <strong>
          {lot.car.year} {lot.car.make} {lot.car.model} {lot.car.variant}
        </strong>
        {lot.status === 'preview' ? null : (
          <Tag data-testid="lot-status">{t(`status.${lot.status}`)}</Tag>
        )}
      </div>
      <p className="session-card__muted">
        {lot.car.registration_number} · {integer(lot.car.mileage_km)} km · {lot.location} ·{' '}
        {lot.seller_group.name}
      </p>
      <p>
        {t('saleSessions.detail.prices', {
          start: money(lot.start_price, currency),
          reserve: money(lot.reserve_price, currency),
        })}
      </p>
      <p data-testid="lot-close">
        {t('saleSessions.detail.closesAt', { time: time(lot.time_end) })}
      </p>
      {isChangeable ? (
        <div className="session-card__actions">
          <Button
            icon={<ArrowUpOutlined />}
            aria-label={t('saleSessions.detail.moveUp')}
            title={t('saleSessions.detail.moveUp')}
            disabled={isFirst || busy}
            onClick={() => onMove(-1)}
            data-testid="lot-up"
          />
          <Button
            icon={<ArrowDownOutlined />}
            aria-label={t('saleSessions.detail.moveDown')}
            title={t('saleSessions.detail.moveDown')}
            disabled={isLast || busy}
            onClick={() => onMove(1)}
            data-testid="lot-down"
          />
          <Button onClick={onPrices} disabled={busy} data-testid="lot-prices">
            {t('saleSessions.detail.reprice')}
          </Button>
          <Button danger onClick={onRemove} disabled={busy} data-testid="lot-remove">
            {t('saleSessions.detail.remove')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
