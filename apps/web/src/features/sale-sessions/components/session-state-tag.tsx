import type { SessionState } from '@autobid/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<SessionState, string> = {
  upcoming: 'blue',
  running: 'green',
  finished: 'default',
  cancelled: 'red',
};

export function SessionStateTag({ state }: { state: SessionState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[state]} data-testid="session-state">
      {t(`saleSessions.state.${state}`)}
    </Tag>
  );
}
