import { useTranslation } from 'react-i18next';
import { useListDensity } from '../../../lib/list-density';
import { useApiCall } from '../../../lib/use-api-call';
import { useIsWide } from '../../../lib/use-is-wide';
import { getMobileBanners } from '../api/get-mobile-banners';
import { BannerCarousel } from './banner-carousel';
import { BannerSlide } from './banner-slide';
import '../mobile-banners.css';

/**
 * The market's current banners: a swipeable carousel on a phone (of slim strips when the dealer
 * chose compact lists, so the cars start higher up), a slim strip on a desk. Shows
 * nothing while loading, when there are none or when they cannot be loaded: banners are never in
 * the way of bidding.
 */
export function MobileBanners() {
  const { t } = useTranslation();
  const isPhone = !useIsWide();
  const [density] = useListDensity();
  const slide = density === 'compact' ? 'strip' : 'slide';
  const { state } = useApiCall(getMobileBanners);
  if (state.status !== 'done' || state.data.length === 0) return null;
  const banners = state.data;

  if (isPhone) {
    return (
      <section
        className={`mobile-banners mobile-banners--carousel${slide === 'strip' ? ' mobile-banners--slim' : ''}`}
        aria-label={t('showcase.banners.label')}
        aria-roledescription="carousel"
        data-testid="mobile-banners"
        data-variant="carousel"
        data-slide={slide}
      >
        <BannerCarousel banners={banners} slide={slide} />
      </section>
    );
  }
  return (
    <section
      className="mobile-banners mobile-banners--strip"
      aria-label={t('showcase.banners.label')}
      data-testid="mobile-banners"
      data-variant="strip"
    >
      {banners.map((banner) => (
        <BannerSlide key={banner.id} banner={banner} variant="strip" />
      ))}
    </section>
  );
}
