import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks';
import { LoginForm, type LoginValues } from '../components/login-form';
import { selectedCountrySet } from '../current-user-slice';
import { loginByEmail } from '../current-user-thunks';
import '../login.css';

interface LoginPageProps {
  /** Where to go after sign-in when no usable redirectUrl was given. */
  homePath: string;
}

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
        <LanguageSwitch />
      </div>
      <Card className="login-card" variant="borderless">
        <div className="login-card__brand">
          <span className="brand-mark" aria-hidden>
            A
          </span>
          <div>
            <Typography.Title level={3} className="login-card__product">
              {t('app.name')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('app.tagline')}</Typography.Text>
          </div>
        </div>
        <Typography.Title level={4} className="login-card__title">
          {t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        <LoginForm
          loading={loading}
          failure={error}
          onSubmit={(values) => void handleSubmit(values)}
          country={selectedCountry}
          onCountryChange={(country) => dispatch(selectedCountrySet(country))}
        />
      </Card>
    </main>
  );
}
