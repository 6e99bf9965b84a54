import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type LoginMethod = 'email' | 'phone';
const METHODS: readonly LoginMethod[] = ['email', 'phone'];

export const methodPanelId = (method: LoginMethod) => `login-panel-${method}`;
export const methodTabId = (method: LoginMethod) => `login-tab-${method}`;

interface LoginMethodTabsProps {
  method: LoginMethod;
  onChange: (method: LoginMethod) => void;
  disabled?: boolean;
}

/**
 * E-mail | Phone as an ARIA tab list in plain markup: the arrow keys, Home and End move between
 * the tabs (and select them), Tab goes on into the chosen form.
 */
export function LoginMethodTabs({ method, onChange, disabled = false }: LoginMethodTabsProps) {
  const { t } = useTranslation();
  const tabs = useRef<Partial<Record<LoginMethod, HTMLButtonElement | null>>>({});
  const labels: Record<LoginMethod, string> = {
    email: t('login.methodEmail'),
    phone: t('login.methodPhone'),
  };

  const select = (next: LoginMethod) => {
    onChange(next);
    tabs.current[next]?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    const index = METHODS.indexOf(method);
    const last = METHODS.length - 1;
    const target: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = METHODS[target[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div
      className="sign-in-tabs"
      role="tablist"
      aria-label={t('login.methodLabel')}
      onKeyDown={handleKeyDown}
    >
      {METHODS.map((each) => (
        <button
          key={each}
          ref={(element) => {
            tabs.current[each] = element;
          }}
          type="button"
          role="tab"
          id={methodTabId(each)}
          className="sign-in-tabs__tab"
          aria-selected={each === method}
          aria-controls={methodPanelId(each)}
          tabIndex={each === method ? 0 : -1}
          disabled={disabled}
          onClick={() => onChange(each)}
          data-testid={`login-method-${each}`}
        >
          {labels[each]}
        </button>
      ))}
    </div>
  );
}
