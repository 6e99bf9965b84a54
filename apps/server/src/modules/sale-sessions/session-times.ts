import type { SessionState } from '@autobid/contract';

const DAY_MS = 86_400_000;

interface SessionTimes {
  status: 'planned' | 'cancelled';
  startsAt: Date;
  firstCloseAt: Date;
  staggerSeconds: number;
}

/** When the lot at `index` (0 for the first to close) closes: the first close plus one stagger per lot before it. */
export function closeTimeOf(session: SessionTimes, index: number): Date {
  return new Date(session.firstCloseAt.getTime() + index * session.staggerSeconds * 1000);
}

/** When the session's last lot closes as planned; the first close while it has no lots. */
export function lastCloseOf(session: SessionTimes, lotCount: number): Date {
  return closeTimeOf(session, Math.max(lotCount - 1, 0));
}

/** Whether the session's lots may still change: planned and not started. */
export function isChangeable(session: SessionTimes, now: number): boolean {
  return session.status === 'planned' && now < session.startsAt.getTime();
}

export function stateOf(session: SessionTimes, lotCount: number, now: number): SessionState {
  if (session.status === 'cancelled') return 'cancelled';
  if (now < session.startsAt.getTime()) return 'upcoming';
  return now <= lastCloseOf(session, lotCount).getTime() ? 'running' : 'finished';
}

/** The refusal of a start that is past or too far ahead, or null when it is fine. */
export function startProblem(startsAt: number, now: number, maxDaysAhead: number): string | null {
  if (startsAt <= now) return 'must be in the future';
  if (startsAt > now + maxDaysAhead * DAY_MS)
    return `must be at most ${maxDaysAhead} days from now`;
  return null;
}
