import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from './paths';

/** The app's page for something that does not exist: a wrong address, or an id the server does not know. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('app.notFoundTitle')}
      subTitle={t('app.notFoundBody')}
      data-testid="not-found"
      extra={
        <Link to={paths.home}>
          <Button type="primary">{t('app.backToAuctions')}</Button>
        </Link>
      }
    />
  );
}
