import type { PortalTranslation } from './en';

export const portalTh: PortalTranslation = {
  title: 'การประมูลของฉัน',
};
