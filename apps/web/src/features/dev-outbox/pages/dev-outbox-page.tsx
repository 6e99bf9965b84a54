import type { DevOutboxMessage } from '@autobid/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/error-text';
import { useFormatters } from '../../../lib/format';
import { failureOfError } from '../../../lib/use-api-call';
import { getDevOutbox } from '../api/get-dev-outbox';
import { MessageBody } from '../components/message-body';
import '../dev-outbox.css';

/** How often the list is read again while the page is open: a code should show within seconds. */
export const DEV_OUTBOX_REFRESH_MS = 3000;

type OutboxState =
  | { status: 'loading' }
  | { status: 'ready'; messages: DevOutboxMessage[] }
  | { status: 'unavailable' }
  | { status: 'failed'; failure: ApiFailure };

const newestFirst = (a: DevOutboxMessage, b: DevOutboxMessage) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * What was sent by SMS and e-mail while no provider is set up (never in production): a newcomer
 * signs in by phone on a fresh copy by reading the code here. The server answers 404 otherwise.
 */
export function DevOutboxPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { dateTime } = useFormatters();
  const [state, setState] = useState<OutboxState>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const messages = await getDevOutbox();
      setState({ status: 'ready', messages: [...messages].sort(newestFirst) });
    } catch (error) {
      const failure = failureOfError(error);
      setState(failure.status === 404 ? { status: 'unavailable' } : { status: 'failed', failure });
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), DEV_OUTBOX_REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  return (
    <main className="dev-outbox" aria-labelledby="dev-outbox-title">
      <header className="dev-outbox__header">
        <h1 id="dev-outbox-title">{t('devOutbox.title')}</h1>
        <button type="button" onClick={() => void load()} data-testid="dev-outbox-refresh">
          {t('devOutbox.refresh')}
        </button>
      </header>
      <p className="dev-outbox__muted">{t('devOutbox.intro')}</p>
      {state.status === 'unavailable' ? (
        <p className="dev-outbox__notice" role="status" data-testid="dev-outbox-unavailable">
          {t('devOutbox.unavailable')}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p className="dev-outbox__notice" role="alert">
          {errorText(state.failure)}
        </p>
      ) : null}
      {state.status === 'ready' && state.messages.length === 0 ? (
        <p className="dev-outbox__notice">{t('devOutbox.empty')}</p>
      ) : null}
      {state.status === 'ready' ? (
        <ol className="dev-outbox__list">
          {state.messages.map((message) => (
            <li key={message.id} className="dev-outbox__message" data-testid="dev-outbox-message">
              <div className="dev-outbox__meta">
                <span className="dev-outbox__channel">
                  {t(`devOutbox.channel.${message.channel}`)}
                </span>
                <span>
                  {t('devOutbox.to')}: <strong>{message.to}</strong>
                </span>
                <time dateTime={message.created_at}>{dateTime(message.created_at)}</time>
              </div>
              {message.subject ? <p className="dev-outbox__subject">{message.subject}</p> : null}
              <MessageBody body={message.body} />
            </li>
          ))}
        </ol>
      ) : null}
    </main>
  );
}
