import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBackTo, type BackTo } from '../lib/back-to';

/**
 * The link back to the list the dealer came from, named after it, with the list's filters; the
 * page's own default (e.g. the live list) after a direct visit or a link from elsewhere.
 */
export function BackLink({ fallback }: { fallback: BackTo }) {
  const { i18n } = useTranslation();
  const origin = useBackTo();
  const target = origin && i18n.exists(origin.labelKey) ? origin : fallback;
  // The key comes from a link of this app, checked above; the typed `t` only takes literal keys.
  const label = i18n.t(target.labelKey, { ...target.labelValues, defaultValue: '' });
  return (
    <Link to={target.path} className="back-link" data-testid="back-link">
      <ArrowLeftOutlined /> {label}
    </Link>
  );
}
