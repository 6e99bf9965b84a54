import { serverTimeSchema } from '@autobid/contract';
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { apiRequest } from './api-client';

/** Countdowns run on server time: a dealer's wrong device clock must not show a car as still open. */
let offsetMs = 0;
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

// Four ticks a second keep the displayed second within a quarter second of the truth.
const TICK_MS = 250;

export function serverNow(): number {
  return Date.now() + offsetMs;
}

export function setServerOffset(ms: number): void {
  offsetMs = ms;
}

/** Reads `/config/server-time` and keeps the offset, halving the round trip as the best guess of latency. */
export async function syncServerClock(): Promise<void> {
  const sentAt = Date.now();
  const answer = await apiRequest(
    'auction',
    'v2',
    '/config/server-time',
    z.object({ data: serverTimeSchema }),
    {
      noCache: true,
    },
  );
  const receivedAt = Date.now();
  offsetMs = answer.data.epoch_ms - (sentAt + receivedAt) / 2;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = serverNow();
    timer = setInterval(() => {
      now = serverNow();
      listeners.forEach((notify) => notify());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The server's current time in epoch ms, re-rendering the caller on every tick. */
export function useServerNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}

// setTimeout holds at most ~24.8 days; a later moment is waited for in steps.
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Whether server time has reached `atMs`. Unlike `useServerNow` it re-renders its caller once, at
 * that moment, so a card can hide a button when the auction ends without redrawing every tick.
 */
export function useServerTimeReached(atMs: number): boolean {
  const [wakes, wake] = useReducer((count: number) => count + 1, 0);
  const isReached = Number.isNaN(atMs) || serverNow() >= atMs;
  useEffect(() => {
    if (isReached) return undefined;
    const timer = setTimeout(wake, Math.min(Math.max(atMs - serverNow(), 0), MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [atMs, isReached, wakes]);
  return isReached;
}
