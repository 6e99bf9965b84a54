import type { ThunkDispatch, UnknownAction, Store } from '@reduxjs/toolkit';

/**
 * The whole state, as the app shell composes it. Each feature adds its own slice here by
 * declaration merging (`declare module '…/lib/state/root-state'`) beside its reducer, so shared
 * code and features can type the state without importing the shell that composes it; the shell
 * checks that what it composes is exactly this.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features
export interface RootState {}

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export type AppStore = Store<RootState, UnknownAction> & { dispatch: AppDispatch };
