import { createAction } from '@reduxjs/toolkit';

/** The session is over (logout or a rejected token): every slice drops what belonged to that user. */
export const sessionEnded = createAction('session/ended');
