import { ArrowLeftOutlined } from '@ant-design/icons';
import type { User } from '@autobid/contract';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import type { Country } from '../../../config/countries';
import { GroupSection } from '../components/group-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import '../account.css';

interface AccountPageProps {
  user: User;
  /** Where "Back" leads: the user's own side. */
  homePath: string;
  onCountryChange: (country: Country) => void;
}

/**
 * The account page (`/account`) and the sign-in service's profile page (`/profile/`, spec §2): the
 * same page for every side. `auth_user` names the account the link was made for, and a warning
 * shows when another one is signed in; `open_change_password=true` brings the password forward.
 */
export function AccountPage({ user, homePath, onCountryChange }: AccountPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const authUser = params.get('auth_user')?.trim() || null;
  const isOtherUser = authUser !== null && authUser.toLowerCase() !== user.email.toLowerCase();
  return (
    <div className="account-page" data-testid="account-page">
      <header className="account-page__header">
        <span className="account-page__product">{t('app.name')}</span>
        <LanguageSwitch compact />
      </header>
      <main className="account-page__main">
        <Link to={homePath} className="back-link" data-testid="account-back">
          <ArrowLeftOutlined /> {t('account.back')}
        </Link>
        <Typography.Title level={2} className="account-page__title">
          {t('account.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" data-testid="account-signed-in-as">
          {t('account.signedInAs', { email: user.email })}
        </Typography.Paragraph>
        {isOtherUser ? (
          <Alert
            type="warning"
            showIcon
            className="account-page__alert"
            title={t('account.otherUser', { email: authUser })}
            data-testid="account-other-user"
          />
        ) : null}
        <ProfileSection user={user} onCountryChange={onCountryChange} />
        {user.role !== 'staff' && user.active_group ? (
          <GroupSection groupId={user.active_group.id} />
        ) : null}
        <PasswordSection
          userId={user.id}
          isOpened={params.get('open_change_password') === 'true'}
        />
      </main>
    </div>
  );
}
