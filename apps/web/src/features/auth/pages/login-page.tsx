import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks';
import { LoginForm, type LoginValues } from '../components/login-form';
import { SignInLanguage } from '../components/sign-in-language';
import { selectedCountrySet } from '../current-user-slice';
import { loginByEmail } from '../current-user-thunks';
import '../login.css';

interface LoginPageProps {
  /** Where to go after sign-in when no usable redirectUrl was given. */
  homePath: string;
}

/** The sign-in page: plain markup and its own styles, the lightest page a phone loads first. */
export function LoginPage({ homePath }: LoginPageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { user, loading, error, selectedCountry } = useAppSelector((state) => state.currentUser);
  const target = safeRedirectPath(
    searchParams.get('redirectUrl'),
    homePath,
    window.location.origin,
  );

  if (user) return <Navigate to={target} replace />;

  const handleSubmit = async (values: LoginValues) => {
    const result = await dispatch(
      loginByEmail({ email: values.email.trim(), password: values.password }),
    );
    if (loginByEmail.fulfilled.match(result)) await navigate(target, { replace: true });
  };

  return (
    <main className="login-page">
      <div className="login-page__language">
        <SignInLanguage />
      </div>
      <section className="login-card" aria-labelledby="login-title">
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
          {t('login.title')}
        </h1>
        <p className="login-card__muted login-card__subtitle">{t('login.subtitle')}</p>
        <LoginForm
          loading={loading}
          failure={error}
          onSubmit={(values) => void handleSubmit(values)}
          country={selectedCountry}
          onCountryChange={(country) => dispatch(selectedCountrySet(country))}
        />
      </section>
    </main>
  );
}
