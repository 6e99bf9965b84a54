import type { Access } from './access';

/** Who calls, in the role × endpoint table: "other" personas act for a group that does not own the row. */
export const PERSONAS = [
  'anonymous',
  'dealer',
  'dealerOther',
  'seller',
  'sellerOther',
  'admin',
  'operations',
  'inspector',
  'finance',
] as const;
export type Persona = (typeof PERSONAS)[number];

/** A cell: `ok` = admitted (any answer but 401/403), or the exact refusal. */
export type Outcome = 'ok' | '401' | '403' | '404';

export interface RouteAccess {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: readonly Access[];
  /** What a dealer or seller of another group gets for the row the route names (else as the owner). */
  otherGroup?: '403' | '404';
}

const r = (
  method: RouteAccess['method'],
  path: string,
  access: Access[],
  otherGroup?: RouteAccess['otherGroup'],
): RouteAccess => (otherGroup ? { method, path, access, otherGroup } : { method, path, access });

const DEALER_AUCTIONS = '/auction/api/v2/dealers/auctions';
/** A transaction is read by its buyer group's dealers and by staff who work on it. */
const TRANSACTION_READERS: Access[] = ['dealer', 'finance', 'admin', 'operations'];
const PORTAL = '/portal/api/v2/dealers/auctions';
const SELLER = '/portal/api/v2/sellers/auctions';

/** Every route of the API and who may call it: the source of docs/roles.md and of the test that walks it. */
export const ACCESS_TABLE: readonly RouteAccess[] = [
  r('GET', '/config.json', ['public']),
  r('GET', '/remote-config.json', ['public']),
  // The API's own description and its reference page (docs/api.md).
  r('GET', '/openapi.json', ['public']),
  r('GET', '/api-docs', ['public']),
  r('GET', '/api-docs.css', ['public']),
  // Operations (docs/operations.md): `/metrics` also asks for its token or a loopback caller.
  r('GET', '/healthz', ['public']),
  r('GET', '/readyz', ['public']),
  r('GET', '/metrics', ['public']),
  r('GET', '/auction/api/v2/config/auction-settings', ['public']),
  r('GET', '/auction/api/v2/config/server-time', ['public']),
  r('GET', '/auction/api/v2/config/auction-sessions', ['public']),
  r('GET', '/auction/api/v2/config/session-state', ['public']),
  r('POST', '/auction/api/v1/loginByEmail', ['public']),
  r('POST', '/auction/api/v1/otp/send', ['public']),
  r('POST', '/auction/api/v1/otp/verify', ['public']),
  r('POST', '/auction/api/v1/loginByOtp', ['public']),
  r('POST', '/auction/api/v1/loginByToken', ['public']),
  r('GET', '/portal/api/v2/dev/outbox', ['public']),
  r('GET', '/media/cars/:file', ['public']),
  ...(['banners', 'logos', 'closeups'] as const).map((kind) =>
    r('GET', `/media/art/${kind}/:file`, ['public']),
  ),
  r('GET', '/auction/api/v1/users/current', ['signedIn']),
  r('POST', '/auction/api/v1/logout', ['signedIn']),
  // The central sign-in service (docs/central-sign-in.md): the provider's endpoints, its page, the app service.
  r('GET', '/sso/api/*', ['public']),
  r('POST', '/sso/api/*', ['public']),
  r('GET', '/sso/api/interaction/:uid', ['public']),
  r('POST', '/sso/api/interaction/:uid/login', ['public']),
  r('POST', '/sso/api/interaction/:uid/phone/send', ['public']),
  r('POST', '/sso/api/interaction/:uid/phone/verify', ['public']),
  r('GET', '/autobid-sso/v1/check', ['signedIn']),
  r('POST', '/autobid-sso/v1/logout', ['signedIn']),
  r('GET', '/auction/api/v2/dealers/account-info', ['dealer']),
  r('POST', '/general/api/v2/broadcasting/auth', ['signedIn']),
  r('GET', '/general/api/v2/notifications', ['signedIn']),
  r('POST', '/general/api/v2/notifications/read', ['signedIn']),
  r('GET', '/general/api/v2/mobile-banners', ['signedIn']),
  r('GET', '/general/api/v2/groups/:id/storefront', ['signedIn']),
  r('GET', '/auction/api/v2/config/storefronts', ['signedIn']),
  r('GET', '/general/api/v2/config/search/models', ['signedIn']),
  r('GET', `${DEALER_AUCTIONS}/live`, ['signedIn']),
  r('GET', `${DEALER_AUCTIONS}/preview`, ['signedIn']),
  r('GET', `${DEALER_AUCTIONS}/live/filter-make-model`, ['signedIn']),
  r('GET', `${DEALER_AUCTIONS}/live/:id`, ['signedIn']),
  r('GET', `${DEALER_AUCTIONS}/follow-list`, ['signedIn']),
  r('GET', `${DEALER_AUCTIONS}/pinned-auctions`, ['signedIn']),
  r('POST', `${DEALER_AUCTIONS}/follow`, ['dealer']),
  r('POST', `${DEALER_AUCTIONS}/unfollow`, ['dealer']),
  r('POST', `${DEALER_AUCTIONS}/:id/pin`, ['dealer']),
  r('DELETE', `${DEALER_AUCTIONS}/:id/unpin`, ['dealer']),
  r('POST', '/auction/api/v2/dealers/bids', ['dealer']),
  r('POST', '/auction/api/v2/dealers/max-bids', ['dealer']),
  r('DELETE', '/auction/api/v2/dealers/max-bids/:id', ['dealer'], '404'),
  r('POST', '/auction/api/v2/dealers/snap-it-bids', ['dealer']),
  r('DELETE', '/auction/api/v2/dealers/snap-it-bids/:id', ['dealer'], '404'),
  r('POST', '/auction/api/v2/dealers/closed-bids', ['dealer']),
  ...(['success', 'overdue', 'history', 'has-online-payments'] as const).map((list) =>
    r('GET', `${PORTAL}/${list}`, ['signedIn']),
  ),
  r('GET', `${PORTAL}/ended-bids`, ['signedIn']),
  r('GET', `${PORTAL}/:id/detail`, ['signedIn']),
  // Signed links: the signature, not the caller, grants the file.
  r('GET', '/portal/api/v2/files/:id/:fileName', ['public']),
  r('PUT', '/portal/api/v2/dealers/bids/:bidId/accept', ['seller'], '403'),
  r('PUT', '/portal/api/v2/dealers/bids/:bidId/reject', ['seller'], '403'),
  r('GET', `${SELLER}/pending/session-count`, ['seller']),
  ...(['pending', 'live', 'ended', 'completed'] as const).map((stage) =>
    r('GET', `${SELLER}/${stage}`, ['seller']),
  ),
  r('GET', `${SELLER}/:auctionId`, ['seller'], '404'),
  r('GET', `${SELLER}/:auctionId/related`, ['seller'], '404'),
  r('POST', `${SELLER}/:auctionId/counter-offer`, ['seller'], '404'),
  r('POST', `${SELLER}/:auctionId/runner-up-offer`, ['seller'], '404'),
  r('POST', `${SELLER}/:auctionId/no-sale`, ['seller'], '404'),
  r('POST', '/portal/api/v2/sellers/listings', ['seller']),
  r('GET', '/portal/api/v2/sellers/listings', ['seller']),
  r('GET', '/portal/api/v2/sellers/listings/:listingId', ['seller'], '404'),
  r('PUT', '/portal/api/v2/sellers/listings/:listingId', ['seller'], '404'),
  r('POST', '/portal/api/v2/sellers/listings/:listingId/withdraw', ['seller'], '404'),
  r('GET', '/portal/api/v2/staff/listings', ['operations']),
  r('POST', '/portal/api/v2/staff/listings/:listingId/approve', ['operations']),
  r('POST', '/portal/api/v2/staff/listings/:listingId/reject', ['operations']),
  r('GET', '/portal/api/v2/staff/sessions', ['operations']),
  r('POST', '/portal/api/v2/staff/sessions', ['operations']),
  r('GET', '/portal/api/v2/staff/sessions/:sessionId', ['operations']),
  r('PUT', '/portal/api/v2/staff/sessions/:sessionId', ['operations']),
  r('POST', '/portal/api/v2/staff/sessions/:sessionId/cancel', ['operations']),
  r('GET', '/portal/api/v2/staff/sessions/:sessionId/candidates', ['operations']),
  r('POST', '/portal/api/v2/staff/sessions/:sessionId/lots', ['operations']),
  r('PUT', '/portal/api/v2/staff/sessions/:sessionId/lots/:auctionId', ['operations']),
  r('POST', '/portal/api/v2/staff/sessions/:sessionId/lots/:auctionId/remove', ['operations']),
  r('PUT', '/portal/api/v2/staff/sessions/:sessionId/order', ['operations']),
  r('GET', '/portal/api/v2/sellers/sessions', ['seller']),
  r('GET', '/portal/api/v2/staff/inspections', ['inspector']),
  r('GET', '/portal/api/v2/staff/inspections/:listingId', ['inspector', 'operations']),
  r('POST', '/portal/api/v2/staff/inspections/:listingId/versions', ['inspector']),
  r('PUT', '/portal/api/v2/staff/inspections/:listingId/versions/:version', ['inspector']),
  r('POST', '/portal/api/v2/staff/inspections/:listingId/versions/:version/publish', ['inspector']),
  r('POST', '/portal/api/v2/staff/inspections/:listingId/versions/:version/photos', ['inspector']),
  r('DELETE', '/portal/api/v2/staff/inspections/:listingId/versions/:version/photos/:photoId', [
    'inspector',
  ]),
  r('GET', '/portal/api/v2/sellers/listings/:listingId/inspection', ['seller'], '404'),
  r('GET', '/media/inspections/:inventoryId/:file', ['public']),
  ...(['photos', 'documents'] as const).map((kind) =>
    r('POST', `/portal/api/v2/sellers/listings/:listingId/${kind}`, ['seller'], '404'),
  ),
  r('GET', '/portal/api/v2/sellers/listings/:listingId/files', ['seller'], '404'),
  r('PUT', '/portal/api/v2/sellers/listings/:listingId/photos/order', ['seller'], '404'),
  r('PUT', '/portal/api/v2/sellers/listings/:listingId/files/:fileId', ['seller'], '404'),
  r('DELETE', '/portal/api/v2/sellers/listings/:listingId/files/:fileId', ['seller'], '404'),
  r('GET', '/portal/api/v2/staff/listings/:listingId/files', ['operations', 'inspector']),
  r('GET', '/media/listings/:listingId/:folder/:file', ['public']),
  r('GET', '/portal/api/v2/dealers/offers', ['dealer']),
  r('PUT', '/portal/api/v2/dealers/offers/:offerId/accept', ['dealer'], '404'),
  r('PUT', '/portal/api/v2/dealers/offers/:offerId/decline', ['dealer'], '404'),
  r('POST', '/portal/api/v2/staff/auctions', ['operations']),
  r('POST', '/portal/api/v2/staff/auctions/:id/restart', ['operations']),
  r('POST', '/portal/api/v2/staff/auctions/:id/cancel', ['operations']),
  r('GET', '/portal/api/v2/staff/run-sheet', ['operations']),
  r('GET', '/portal/api/v2/staff/audit-log', ['admin', 'operations']),
  r('GET', '/portal/api/v2/staff/groups', ['admin']),
  r('POST', '/portal/api/v2/staff/groups', ['admin']),
  r('PUT', '/portal/api/v2/staff/groups/:groupId', ['admin']),
  r('GET', '/portal/api/v2/staff/users', ['admin', 'operations']),
  r('POST', '/portal/api/v2/staff/users', ['admin']),
  r('POST', '/portal/api/v2/staff/users/:userId/disable', ['admin']),
  r('POST', '/portal/api/v2/staff/users/:userId/enable', ['admin']),
  r('POST', '/portal/api/v2/staff/users/:userId/resend-invite', ['admin']),
  r('PUT', '/portal/api/v2/staff/users/:userId/roles', ['admin']),
  r('POST', '/portal/api/v2/staff/users/:userId/help-code', ['admin', 'operations']),
  r('GET', '/portal/api/v2/staff/outbox', ['admin']),
  r('GET', '/portal/api/v2/staff/markets', ['admin']),
  r('PUT', '/portal/api/v2/staff/markets/:code', ['admin']),
  r('GET', '/portal/api/v2/dealers/transactions/:id', TRANSACTION_READERS, '404'),
  r('GET', '/general/api/v2/transactions/:id', TRANSACTION_READERS, '404'),
  r('GET', '/portal/api/v2/transactions/:id', TRANSACTION_READERS, '404'),
  r('POST', '/portal/api/v2/dealers/transactions/:id/files/submit', ['dealer'], '404'),
  r('POST', '/general/api/v2/transactions/:id/files/generate', ['dealer', 'finance'], '404'),
  // Signed links: the signature, not the caller, grants the document.
  r('GET', '/general/api/v2/transactions/:id/documents/:type', ['public']),
  r('GET', '/general/api/v2/transactions/:id/handover/:file', ['public']),
  r('POST', '/general/api/v2/transactions/online-payment/hsbc/create-payment', ['dealer']),
  r('GET', '/general/api/v2/transactions/online-payment/histories', ['dealer']),
  r('GET', '/general/api/v2/transactions/online-payment/:id', TRANSACTION_READERS, '404'),
  // The gateway's signature over the body, not a caller, admits a callback.
  r('POST', '/general/api/v2/transactions/online-payment/hsbc/callback', ['public']),
  r(
    'GET',
    '/general/api/v2/floor-stock/group-info/groups/:userGroupId',
    ['dealer', 'finance'],
    '404',
  ),
  r('GET', '/portal/api/v2/staff/finance/queue', ['finance']),
  r('GET', '/portal/api/v2/staff/transactions', ['finance', 'admin', 'operations']),
  r('POST', '/portal/api/v2/staff/payments/:paymentId/verify', ['finance']),
  r('POST', '/portal/api/v2/staff/payments/:paymentId/reject', ['finance']),
  r('GET', '/portal/api/v2/staff/payments/:paymentId/file', ['finance']),
  r('POST', '/portal/api/v2/staff/transactions/:id/release', ['finance']),
  r('POST', '/portal/api/v2/staff/transactions/:id/complete', ['finance']),
  r('POST', '/portal/api/v2/staff/transactions/:id/handover', ['finance']),
  r('POST', '/portal/api/v2/staff/transactions/:id/handover/photos', ['finance']),
  r('POST', '/portal/api/v2/staff/transactions/:id/cancel', ['finance']),
  r('PUT', '/portal/api/v2/staff/transactions/:id/locations', ['finance', 'operations']),
  r('POST', '/portal/api/v2/staff/transactions/:id/collections/:collectionId/collect', ['finance']),
  r('POST', '/general/api/v2/floor-stock/cases/dealer', ['dealer']),
  r('GET', '/portal/api/v2/staff/floor-stock/cases', ['finance']),
  r('POST', '/portal/api/v2/staff/floor-stock/cases/:caseId/approve', ['finance']),
  r('POST', '/portal/api/v2/staff/floor-stock/cases/:caseId/decline', ['finance']),
  r('GET', '/portal/api/v2/dealers/transactions/:id/pickup-locations', TRANSACTION_READERS, '404'),
  r('POST', '/portal/api/v2/dealers/transactions/:id/pickup-locations', ['dealer'], '404'),
  r('GET', '/general/api/v2/dealers/buying-terms', ['dealer']),
  r('POST', '/portal/api/v2/invites/lookup', ['public']),
  r('POST', '/portal/api/v2/invites/accept', ['public']),
  // Password reset and the account calls (docs/account.md): only oneself, a group's own admins.
  r('POST', '/portal/api/v2/mytukar/portal/account/password/request-reset', ['public']),
  r('POST', '/portal/api/v2/mytukar/portal/account/password/reset/:user_id', ['public']),
  r('PUT', '/auction/api/v1/users/:id', ['signedIn']),
  r('PUT', '/auction/api/v1/users/:id/password', ['signedIn']),
  r('GET', '/auction/api/v1/groups/:id', ['signedIn'], '404'),
  r('PUT', '/auction/api/v1/groups/:id', ['signedIn']),
];

const STAFF_PERSONAS = new Set<Persona>(['admin', 'operations', 'inspector', 'finance']);

/** The expected outcome of one cell, derived from the route's access. */
export function expectedOutcome(route: RouteAccess, persona: Persona): Outcome {
  if (route.access.includes('public')) return 'ok';
  if (persona === 'anonymous') return '401';
  if (route.access.includes('signedIn'))
    return persona === 'dealerOther' || persona === 'sellerOther'
      ? (route.otherGroup ?? 'ok')
      : 'ok';
  const kind: Access = STAFF_PERSONAS.has(persona)
    ? (persona as Access)
    : persona.startsWith('dealer')
      ? 'dealer'
      : 'seller';
  if (!route.access.includes(kind)) return '403';
  return persona.endsWith('Other') ? (route.otherGroup ?? 'ok') : 'ok';
}
