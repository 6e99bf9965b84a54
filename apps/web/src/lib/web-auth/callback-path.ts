/** Spec §2/§9: the service sends the browser back to this path of the site, with a code. */
export const CALLBACK_PATH = '/authorized';

/** Spec §3/§9: the persisted session lives in local storage under keys that start with this. */
export const STORAGE_PREFIX = 'web-auth';
