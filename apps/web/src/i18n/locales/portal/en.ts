/** English strings of the portal screens; `id.ts` and `th.ts` have exactly the same keys. */
export const portalEn = {
  title: 'My auctions',
};

export type PortalTranslation = typeof portalEn;
