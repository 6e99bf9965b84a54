import type { ShowcaseTranslation } from './en';

export const showcaseTh: ShowcaseTranslation = {
  title: 'หน้าร้าน',
};
