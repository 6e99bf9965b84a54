/** The server clock. Injected so tests can hold time still or move it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
