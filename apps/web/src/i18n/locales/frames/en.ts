/** English strings of the seller portal's and the back office's frames; `id.ts` and `th.ts` have the same keys. */
export const framesEn = {
  seller: {
    nav: {
      label: 'Seller portal',
      overview: 'Overview',
    },
    overview: {
      title: 'Your cars at auction',
      awaitingDecision: {
        title: 'Awaiting your decision',
        text: 'Closed under the reserve: accept, reject or make an offer.',
      },
      live: { title: 'Live now', text: 'Open for bids at this moment.' },
      pending: { title: 'Coming up', text: 'Scheduled or in preview, not open for bids yet.' },
      completed: { title: 'Sold', text: 'Awarded, accepted or paid.' },
      ended: { title: 'Ended', text: 'Closed without a sale yet.' },
    },
  },
  backOffice: {
    nav: {
      label: 'Back office',
      home: 'Start',
    },
    home: {
      title: 'Back office',
      roles: 'Your roles: {{roles}}',
      noRoles: 'Your account has no staff role yet. Ask an admin to give you one.',
      waiting: {
        review: 'Waiting for review',
        inspections: 'Waiting for a report',
      },
    },
    roles: {
      admin: 'Admin',
      operations: 'Operations',
      inspector: 'Inspector',
      finance: 'Finance',
    },
  },
};

export type FramesTranslation = typeof framesEn;
