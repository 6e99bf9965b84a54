import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BarsOutlined from '@ant-design/icons-svg/es/asn/BarsOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useListDensity, type ListDensity } from '../lib/list-density';
import { Icon } from './icon';
import '../styles/controls.css';

const OPTIONS: ReadonlyArray<{ value: ListDensity; icon: IconDefinition }> = [
  { value: 'compact', icon: BarsOutlined },
  { value: 'cards', icon: AppstoreOutlined },
];

/**
 * Cards or compact rows, for every list at once; the choice is remembered on this device. A
 * segmented control built on native radio buttons: one tab stop, arrow keys move and choose, and
 * screen readers announce a radio group.
 */
export function DensityToggle() {
  const { t } = useTranslation();
  const [density, setDensity] = useListDensity();
  const name = useId();
  return (
    <div
      role="radiogroup"
      className="density-toggle"
      aria-label={t('portal.list.density.label')}
      data-testid="density-toggle"
      data-density={density}
    >
      {OPTIONS.map(({ value, icon }) => {
        const isChecked = value === density;
        const label = t(`portal.list.density.${value}`);
        return (
          <label
            key={value}
            title={label}
            className={`density-toggle__item${isChecked ? ' density-toggle__item--checked' : ''}`}
          >
            <input
              type="radio"
              className="density-toggle__input"
              name={name}
              value={value}
              checked={isChecked}
              onChange={() => setDensity(value)}
            />
            <Icon def={icon} />
            <span className="density-toggle__label">{label}</span>
          </label>
        );
      })}
    </div>
  );
}
