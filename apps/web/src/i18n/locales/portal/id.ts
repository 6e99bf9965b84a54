import type { PortalTranslation } from './en';

export const portalId: PortalTranslation = {
  title: 'Lelang saya',
};
