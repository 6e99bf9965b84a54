import { SESSION_MARKETS, type SaleSession } from '@autobid/contract';
import { Button, Card, Empty, Pagination, Select, Skeleton, Tabs, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { useApiCall } from '../../../lib/use-api-call';
import { useQueryParams } from '../../../lib/use-query-params';
import { SessionFormDrawer } from '../components/session-form-drawer';
import { SessionStateTag } from '../components/session-state-tag';
import { fetchSessions, type SessionScope } from '../sessions-api';
import '../sale-sessions.css';
import { LoadFailure } from '../../../components/load-failure';

const SCOPES: SessionScope[] = ['upcoming', 'past'];

interface SessionsPageProps {
  sessionPath: (id: number) => string;
}

/** Operations' sale sessions of a market: upcoming first, each with its lots and times. */
export function SessionsPage({ sessionPath }: SessionsPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, set] = useQueryParams({ reset: ['page'] });
  const market = SESSION_MARKETS.find((code) => code === params.get('market')) ?? 'MY';
  const scope = SCOPES.find((name) => name === params.get('scope')) ?? 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const load = useCallback(() => fetchSessions({ market, scope, page }), [market, scope, page]);
  const { state, reload } = useApiCall(load);
  const [editing, setEditing] = useState<SaleSession | 'new' | null>(null);

  return (
    <section className="sale-sessions" data-testid="sale-sessions">
      <header className="sale-sessions__head">
        <div>
          <Typography.Title level={2}>{t('saleSessions.title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('saleSessions.intro')}</Typography.Paragraph>
        </div>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="session-new">
          {t('saleSessions.add')}
        </Button>
      </header>
      <div className="sale-sessions__filters">
        <Select
          value={market}
          aria-label={t('saleSessions.market')}
          options={SESSION_MARKETS.map((code) => ({ value: code, label: code }))}
          onChange={(value) => set({ market: value })}
          data-testid="sessions-market"
        />
      </div>
      <Tabs
        activeKey={scope}
        onChange={(key) => set({ scope: key === 'upcoming' ? null : key })}
        items={SCOPES.map((name) => ({ key: name, label: t(`saleSessions.scope.${name}`) }))}
      />
      {state.status === 'failed' ? <LoadFailure failure={state.failure} onRetry={reload} /> : null}
      {state.status === 'loading' ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {state.status === 'done' && state.data.data.length === 0 ? (
        <Empty description={t('saleSessions.empty')} />
      ) : null}
      {state.status === 'done' ? (
        <ul className="sale-sessions__list">
          {state.data.data.map((session) => (
            <li key={session.id}>
              <SessionCard
                session={session}
                path={sessionPath(session.id)}
                onEdit={() => setEditing(session)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {state.status === 'done' ? (
        <Pagination
          current={state.data.meta.pagination.current_page}
          total={state.data.meta.pagination.total}
          pageSize={state.data.meta.pagination.per_page}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={(next) => set({ page: String(next) })}
        />
      ) : null}
      <SessionFormDrawer
        session={editing}
        market={market}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          if (editing === 'new') void navigate(sessionPath(saved.id));
          else reload();
        }}
      />
    </section>
  );
}

function SessionCard({
  session,
  path,
  onEdit,
}: {
  session: SaleSession;
  path: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const { dateTime, time } = useFormatters();
  return (
    <Card size="small" className="session-card" data-testid={`session-${session.id}`}>
      <div className="session-card__top">
        <Link to={path} className="session-card__name">
          {session.name}
        </Link>
        <SessionStateTag state={session.state} />
      </div>
      <p>
        {session.market} · {t(`saleSessions.type.${session.type}`)} ·{' '}
        {t('saleSessions.lots', { count: session.lot_count })}
      </p>
      <p>{t('saleSessions.startsAt', { time: dateTime(session.starts_at) })}</p>
      <p className="session-card__muted">
        {t('saleSessions.closes', {
          first: time(session.first_close_at),
          last: time(session.last_close_at),
        })}
      </p>
      <div className="session-card__actions">
        <Link to={path}>
          <Button>
            {session.state === 'upcoming' ? t('saleSessions.open') : t('saleSessions.view')}
          </Button>
        </Link>
        {session.state === 'upcoming' ? (
          <Button onClick={onEdit} data-testid={`session-edit-${session.id}`}>
            {t('saleSessions.edit')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
