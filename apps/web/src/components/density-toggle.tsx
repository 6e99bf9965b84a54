import { AppstoreOutlined, BarsOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListDensity, type ListDensity } from '../lib/list-density';

/** Cards or compact rows, for every list at once; the choice is remembered on this device. */
export function DensityToggle() {
  const { t } = useTranslation();
  const [density, setDensity] = useListDensity();
  const option = (value: ListDensity, icon: React.ReactNode) => ({
    value,
    icon,
    title: t(`portal.list.density.${value}`),
    label: <span className="density-toggle__label">{t(`portal.list.density.${value}`)}</span>,
  });
  return (
    <Segmented<ListDensity>
      className="density-toggle"
      aria-label={t('portal.list.density.label')}
      value={density}
      options={[option('compact', <BarsOutlined />), option('cards', <AppstoreOutlined />)]}
      onChange={setDensity}
      data-testid="density-toggle"
      data-density={density}
    />
  );
}
