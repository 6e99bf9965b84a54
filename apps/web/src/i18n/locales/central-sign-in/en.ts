/** Central sign-in: the sign-in page's button and the page the service returns to (`/authorized`). */
export const centralSignInEn = {
  or: 'or',
  button: 'Sign in with AutoBid ID',
  title: 'Signing you in',
  working: 'Finishing your sign-in with AutoBid ID…',
  failedTitle: 'Sign-in not completed',
  noCode: 'The sign-in service sent no sign-in code back. Start the sign-in again.',
  refused:
    'The sign-in service did not accept this sign-in, so no one was signed in. Start the sign-in again.',
  denied: 'The sign-in was cancelled at the sign-in service.',
  network: 'The sign-in service could not be reached. Check your connection and try again.',
  session:
    'You signed in to AutoBid ID, but your AutoBid account could not be loaded. Try again in a moment.',
  retry: 'Sign in again',
  back: 'Back to the sign-in page',
};

export type CentralSignInTranslation = typeof centralSignInEn;
