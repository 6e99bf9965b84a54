import { Select } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useApiCall } from '../../../lib/use-api-call';
import { fetchSellerSessions } from '../sessions-api';

interface PreferredSessionSelectProps {
  /** Given by the form item, so its label names the field. */
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/**
 * The sale session the seller would like the car in, as a form control: the upcoming sessions of
 * the group's market, or none. A session chosen earlier that has since started is not offered
 * again; the field then reads "no preference" until another is chosen.
 */
export function PreferredSessionSelect({ id, value, onChange }: PreferredSessionSelectProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const load = useCallback(() => fetchSellerSessions(), []);
  const { state } = useApiCall(load);
  const sessions = state.status === 'done' ? state.data : [];
  const isOffered = sessions.some((session) => session.id === value);
  const isStale = state.status === 'done' && Boolean(value) && !isOffered;
  useEffect(() => {
    if (isStale) onChange?.(null);
  }, [isStale, onChange]);
  return (
    <Select<number>
      {...(id ? { id } : {})}
      value={isOffered && value ? value : 0}
      loading={state.status === 'loading'}
      onChange={(next) => onChange?.(next === 0 ? null : next)}
      options={[
        { value: 0, label: t('saleSessions.preferred.none') },
        ...sessions.map((session) => ({
          value: session.id,
          label: t('saleSessions.preferred.option', {
            name: session.name,
            time: dateTime(session.starts_at),
          }),
        })),
      ]}
      data-testid="listing-preferred-session"
    />
  );
}
