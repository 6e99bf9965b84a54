import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInLanguage } from './sign-in-language';

interface SignInCardProps {
  title: string;
  subtitle?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** The signed-out pages' frame: the language picker, and one card with the brand and a title. */
export function SignInCard({ title, subtitle, testId, children }: SignInCardProps) {
  const { t } = useTranslation();
  return (
    <main className="login-page">
      <div className="login-page__language">
        <SignInLanguage />
      </div>
      <section className="login-card" aria-labelledby="login-title" data-testid={testId}>
        <div className="login-card__brand">
          <span className="brand-mark" aria-hidden>
            A
          </span>
          <div>
            <p className="login-card__product">{t('app.name')}</p>
            <p className="login-card__muted">{t('app.tagline')}</p>
          </div>
        </div>
        <h1 className="login-card__title" id="login-title">
          {title}
        </h1>
        {subtitle ? <p className="login-card__muted login-card__subtitle">{subtitle}</p> : null}
        {children}
      </section>
    </main>
  );
}

/** A failure above a form, in the words `useErrorText` gives it. */
export function FormFailure({ text, testId }: { text: string | null; testId: string }) {
  return text ? (
    <div className="sign-in-form__failure" role="alert" data-testid={testId}>
      {text}
    </div>
  ) : null;
}
