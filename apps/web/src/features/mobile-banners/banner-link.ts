/** Where a banner leads: a page of the app, another site, or nowhere. */
export type BannerTarget = { kind: 'app'; path: string } | { kind: 'web'; url: string } | null;

/**
 * Reads a banner's `link_url`. An in-app path (`/storefronts/7`) stays in the app; an http(s)
 * address opens in a new tab; anything else (`//host`, `javascript:`) is not followed.
 */
export function bannerTarget(linkUrl: string | null): BannerTarget {
  const url = linkUrl?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\'))
    return { kind: 'app', path: url };
  if (/^https?:\/\/[^/]/i.test(url)) return { kind: 'web', url };
  return null;
}
