export { StorefrontPage } from './pages/storefront-page';
export { StorefrontsPage } from './pages/storefronts-page';
