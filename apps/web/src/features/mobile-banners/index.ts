export { MobileBanners } from './components/mobile-banners';
