import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from './paths';

/** The app's page for something that does not exist: a wrong address, or an id the server does not know. */
/** `side`: the dealer's lists are its start page; the seller portal and back office have their own. */
export function NotFoundView({ side = 'dealer' }: { side?: 'dealer' | 'other' }) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('app.notFoundTitle')}
      subTitle={t('app.notFoundBody')}
      data-testid="not-found"
      extra={
        <Link to={paths.home}>
          <Button type="primary">
            {side === 'dealer' ? t('app.backToAuctions') : t('app.backHome')}
          </Button>
        </Link>
      }
    />
  );
}
