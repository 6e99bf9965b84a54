import type { PersistedSession } from './persisted-session';

/** Spec §3: a step that is not running, running, or done. */
export type StepFlag = false | 'loading' | true;

/** Spec §3 "Runtime": what a page view knows beside the persisted record. */
export interface RuntimeState {
  is_alive: boolean;
  logout: StepFlag;
  check: StepFlag;
  exchange: StepFlag;
  /** The subject the last check named. */
  sub: string | undefined;
}

/** The persisted record, the runtime flags and what follows from them (spec §3 "Derived"). */
export interface AuthState extends PersistedSession, RuntimeState {
  /** The subject of the token, as the check call named it. */
  auth_user: string | undefined;
  /** A token is kept. */
  hasSession: boolean;
  /** A step (exchange, check or logout) is running. */
  isLoading: boolean;
}

export const initialRuntime: RuntimeState = {
  is_alive: false,
  logout: false,
  check: false,
  exchange: false,
  sub: undefined,
};

/** One frozen snapshot: the same object until something changes, as React's store hook needs. */
export function deriveAuthState(record: PersistedSession, runtime: RuntimeState): AuthState {
  return Object.freeze({
    ...record,
    ...runtime,
    auth_user: runtime.sub,
    hasSession: record.token !== undefined,
    isLoading: [runtime.logout, runtime.check, runtime.exchange].includes('loading'),
  });
}
