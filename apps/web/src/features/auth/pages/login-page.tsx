import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { getRuntimeConfig } from '../../../config/runtime-config';
import type { ApiFailure } from '../../../lib/api-error';
import { botCheckFields, preloadBotCheck } from '../../../lib/bot-check';
import { useErrorText } from '../../../lib/error-text';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { failureOf } from '../../../lib/state/create-app-thunk';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks';
import { CountrySelect } from '../components/country-select';
import { HelpStep } from '../components/help-step';
import { LoginForm, type LoginValues } from '../components/login-form';
import {
  LoginMethodTabs,
  methodPanelId,
  methodTabId,
  type LoginMethod,
} from '../components/login-method-tabs';
import { PhoneForm, type PhoneValue } from '../components/phone-form';
import { FormFailure, SignInCard } from '../components/sign-in-card';
import { VerificationStep } from '../components/verification-step';
import { selectedCountrySet } from '../current-user-slice';
import { loginByEmail } from '../current-user-thunks';
import { handedEmail } from '../form-text';
import { dialCodeOf } from '../phone-number';
import { usePhoneSignIn } from '../use-phone-sign-in';
import '../login.css';

interface LoginPageProps {
  /** Where to go after sign-in when no usable redirectUrl was given. */
  homePath: string;
  forgotPasswordPath: string;
  devOutboxPath: string;
  /** The central sign-in service's button, offered under the forms of step 1 when it is on. */
  centralSignIn?: ReactNode;
}

/**
 * The sign-in page (spec §2): step 1 by e-mail and password or by phone, step 2 the code sent by
 * SMS, step 3 a help code from support. Plain markup and its own styles: the lightest page a
 * phone loads first.
 */
export function LoginPage({
  homePath,
  forgotPasswordPath,
  devOutboxPath,
  centralSignIn,
}: LoginPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { user, loading, selectedCountry } = useAppSelector((state) => state.currentUser);
  const target = safeRedirectPath(
    searchParams.get('redirectUrl'),
    homePath,
    window.location.origin,
  );
  const goOn = () => void navigate(target, { replace: true });
  const phoneSignIn = usePhoneSignIn(goOn);
  const [method, setMethod] = useState<LoginMethod>('email');
  // The dial code follows the region until one is picked.
  const [phone, setPhone] = useState<{ dial: string | null; number: string }>({
    dial: null,
    number: '',
  });
  const [emailFailure, setEmailFailure] = useState<ApiFailure | null>(null);
  const [checkingBot, setCheckingBot] = useState(false);
  const isDevOutbox = getRuntimeConfig().dev_outbox === true;

  useEffect(preloadBotCheck, []);

  if (user) return <Navigate to={target} replace />;

  const phoneValue: PhoneValue = {
    dial: phone.dial ?? dialCodeOf(selectedCountry),
    number: phone.number,
  };
  const changePhone = (next: PhoneValue) =>
    setPhone({ dial: next.dial === phoneValue.dial ? phone.dial : next.dial, number: next.number });
  const busy = loading || checkingBot || phoneSignIn.busy;
  const phoneFailure = (
    <FormFailure
      text={phoneSignIn.failure ? errorText(phoneSignIn.failure) : null}
      testId="login-error"
    />
  );

  const handleEmailSubmit = async (values: LoginValues) => {
    setEmailFailure(null);
    setCheckingBot(true);
    const botCheck = await botCheckFields('login');
    setCheckingBot(false);
    const result = await dispatch(
      loginByEmail({ email: values.email.trim(), password: values.password, ...botCheck }),
    );
    if (loginByEmail.fulfilled.match(result)) goOn();
    else setEmailFailure(failureOf(result.payload));
  };

  if (phoneSignIn.step === 'verification' && phoneSignIn.challenge) {
    return (
      <SignInCard title={t('login.codeTitle')}>
        <VerificationStep
          challenge={phoneSignIn.challenge}
          busy={busy}
          failure={phoneFailure}
          isResent={phoneSignIn.isResent}
          devOutboxPath={isDevOutbox ? devOutboxPath : null}
          onVerify={(code) => void phoneSignIn.verifyAndSignIn(code)}
          onResend={() => void phoneSignIn.resend()}
          onChangeNumber={() => phoneSignIn.goTo('login')}
          onHelp={() => phoneSignIn.goTo('help')}
        />
      </SignInCard>
    );
  }

  if (phoneSignIn.step === 'help') {
    return (
      <SignInCard title={t('login.helpTitle')}>
        <HelpStep
          verifiedPhone={phoneSignIn.challenge?.phone ?? null}
          phone={phoneValue}
          onPhoneChange={changePhone}
          busy={busy}
          failure={phoneFailure}
          onSubmit={(code, number) => void phoneSignIn.signInWithHelpCode(code, number)}
          onBack={() => phoneSignIn.goTo(phoneSignIn.challenge ? 'verification' : 'login')}
        />
      </SignInCard>
    );
  }

  return (
    <SignInCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <div className="sign-in-field">
        <label htmlFor="login-country">{t('login.region')}</label>
        <CountrySelect
          value={selectedCountry}
          onChange={(country) => dispatch(selectedCountrySet(country))}
          disabled={busy}
        />
      </div>
      <LoginMethodTabs method={method} onChange={setMethod} />
      <div
        role="tabpanel"
        id={methodPanelId(method)}
        aria-labelledby={methodTabId(method)}
        className="sign-in-tabs__panel"
      >
        {method === 'email' ? (
          <LoginForm
            loading={busy}
            failure={emailFailure}
            onSubmit={(values) => void handleEmailSubmit(values)}
            forgotPasswordPath={forgotPasswordPath}
            initialEmail={handedEmail(location.state)}
          />
        ) : (
          <>
            {phoneFailure}
            <PhoneForm
              value={phoneValue}
              onChange={changePhone}
              busy={busy}
              onSubmit={(number) => void phoneSignIn.sendCode(number)}
              onHelp={() => phoneSignIn.goTo('help')}
            />
          </>
        )}
      </div>
      <div className="login-card__central">{centralSignIn}</div>
    </SignInCard>
  );
}
