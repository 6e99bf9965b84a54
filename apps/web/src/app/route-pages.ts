import { createElement, lazy, type ComponentProps } from 'react';
import { matchPath } from 'react-router';
import { loadSideTexts } from '../i18n/i18n';
import { loadAuctionPageTexts, loadSignedOutTexts } from '../i18n/i18n';
import { loadAntdRoot } from './antd-root-lazy';
import { paths } from './paths';

/** A page's code, resolved once the part of the texts it needs is in place too. */
function withTexts<T>(page: () => Promise<T>, texts: () => Promise<void>): () => Promise<T> {
  return () => Promise.all([page(), texts()]).then(([m]) => m);
}

// Every page loads on first visit, so each route sends only its own code; the shell shows meanwhile.
const load = {
  login: () => import('../features/auth/pages/login-page'),
  invite: () => import('../features/auth/pages/invite-page'),
  forgotPassword: () => import('../features/auth/pages/forgot-password-page'),
  resetPassword: () => import('../features/auth/pages/reset-password-page'),
  devOutbox: () => import('../features/dev-outbox/pages/dev-outbox-page'),
  layout: () => import('./layout/app-layout'),
  sellerFrame: () => import('./seller/seller-frame'),
  backOfficeFrame: () => import('./back-office/back-office-frame'),
  lists: () => import('./list-routes'),
  auctionDetail: () => import('./auction-detail-route'),
  portalList: () => import('../features/dealer-lists/pages/portal-list-page'),
  transaction: () => import('../features/transaction'),
  notFound: () => import('./not-found-view'),
  // The callback page wears the sign-in page's styles, which come with the sign-in page's feature.
  authorized: () =>
    Promise.all([
      import('../features/central-sign-in/pages/central-sign-in-callback-page'),
      import('../features/auth/login.css'),
    ]).then(([m]) => m),
  account: () => import('./account-route'),
};
// The pages a visitor sees before signing in come with their texts, in place before they render
// (and fetched along when preloaded), so the signed-in pages do not carry them.
load.login = withTexts(load.login, loadSignedOutTexts);
load.invite = withTexts(load.invite, loadSignedOutTexts);
load.forgotPassword = withTexts(load.forgotPassword, loadSignedOutTexts);
load.resetPassword = withTexts(load.resetPassword, loadSignedOutTexts);
load.devOutbox = withTexts(load.devOutbox, loadSignedOutTexts);
load.authorized = withTexts(load.authorized, loadSignedOutTexts);
// So does the auction page, with what only it says (automatic bidding, the chart, the result).
load.auctionDetail = withTexts(load.auctionDetail, loadAuctionPageTexts);

export const LoginPage = lazy(() => load.login().then((m) => ({ default: m.LoginPage })));
export const InvitePage = lazy(() => load.invite().then((m) => ({ default: m.InvitePage })));
export const ForgotPasswordPage = lazy(() =>
  load.forgotPassword().then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  load.resetPassword().then((m) => ({ default: m.ResetPasswordPage })),
);
export const DevOutboxPage = lazy(() =>
  load.devOutbox().then((m) => ({ default: m.DevOutboxPage })),
);
export const AppLayout = lazy(() => load.layout().then((m) => ({ default: m.AppLayout })));
// A side's frame comes with its texts, in place before any of its pages asks for one.
export const SellerFrame = lazy(() =>
  Promise.all([load.sellerFrame(), loadSideTexts()]).then(([m]) => ({ default: m.SellerFrame })),
);
export const BackOfficeFrame = lazy(() =>
  Promise.all([load.backOfficeFrame(), loadSideTexts()]).then(([m]) => ({
    default: m.BackOfficeFrame,
  })),
);
export const LiveAuctionsRoute = lazy(() =>
  load.lists().then((m) => ({ default: m.LiveAuctionsRoute })),
);
export const PreviewAuctionsRoute = lazy(() =>
  load.lists().then((m) => ({ default: m.PreviewAuctionsRoute })),
);
export const FollowListRoute = lazy(() =>
  load.lists().then((m) => ({ default: m.FollowListRoute })),
);
export const PinnedAuctionsRoute = lazy(() =>
  load.lists().then((m) => ({ default: m.PinnedAuctionsRoute })),
);
export const AuctionDetailRoute = lazy(() =>
  load.auctionDetail().then((m) => ({ default: m.AuctionDetailRoute })),
);
export const PortalListPage = lazy(() =>
  load.portalList().then((m) => ({ default: m.PortalListPage })),
);
// The purchase page's texts load with the other side texts, keeping them out of the live list.
export const TransactionPage = lazy(() =>
  Promise.all([load.transaction(), loadSideTexts()]).then(([m]) => ({
    default: m.TransactionPage,
  })),
);
// The account page is the same for every side; its texts come with the side texts.
export const AccountRoute = lazy(() =>
  Promise.all([load.account(), loadSideTexts()]).then(([m]) => ({ default: m.AccountRoute })),
);
export const CentralSignInButton = lazy(() =>
  import('../features/central-sign-in/central-sign-in-button').then((m) => ({
    default: m.CentralSignInButton,
  })),
);
// The callback page runs the central sign-in client itself: the exchange happens there.
export const CentralSignInCallbackPage = lazy(() =>
  Promise.all([
    load.authorized(),
    import('../features/central-sign-in/central-sign-in-provider'),
  ]).then(([page, provider]) => ({
    default: (props: ComponentProps<typeof page.CentralSignInCallbackPage>) =>
      createElement(
        provider.CentralSignInProvider,
        null,
        createElement(page.CentralSignInCallbackPage, props),
      ),
  })),
);
export const NotFoundView = lazy(() => load.notFound().then((m) => ({ default: m.NotFoundView })));

const listPaths = [
  paths.home,
  paths.liveAuctions,
  paths.previewAuctions,
  paths.followList,
  paths.pinnedAuctions,
];

/**
 * Starts fetching the code of the page at `pathname` (and the signed-in frame) at once, so it
 * arrives while the app is still asking the server for its settings and session. Ant Design's
 * context comes along for every signed-in page but the open lists (plain markup, no Ant Design).
 */
export function preloadPage(pathname: string, isSignedIn: boolean): void {
  // The password pages and the dev outbox are open to all, signed in or not.
  if (matchPath(paths.forgotPassword, pathname)) {
    void load.forgotPassword();
    return;
  }
  if (matchPath(paths.resetPassword, pathname)) {
    void load.resetPassword();
    return;
  }
  if (matchPath(paths.devOutbox, pathname)) {
    void load.devOutbox();
    return;
  }
  // Without a session every page but the sign-in sends the visitor there.
  // The return from central sign-in, signed in or not.
  if (matchPath(paths.authorized, pathname)) {
    void load.authorized();
    return;
  }
  if (!isSignedIn || matchPath(paths.login, pathname)) {
    void load.login();
    return;
  }
  if (matchPath(paths.account, pathname) || matchPath(paths.profile, pathname)) {
    void loadAntdRoot();
    void load.account();
    return;
  }
  if (matchPath({ path: paths.seller.home, end: false }, pathname)) {
    void loadAntdRoot();
    void load.sellerFrame();
    return;
  }
  if (matchPath({ path: paths.backOffice.home, end: false }, pathname)) {
    void loadAntdRoot();
    void load.backOfficeFrame();
    return;
  }
  void load.layout();
  if (listPaths.some((path) => matchPath(path, pathname))) {
    void load.lists();
    return;
  }
  void loadAntdRoot();
  if (matchPath(paths.auctionDetail.pattern, pathname)) void load.auctionDetail();
  if (matchPath(paths.transaction.pattern, pathname)) void load.transaction();
}
