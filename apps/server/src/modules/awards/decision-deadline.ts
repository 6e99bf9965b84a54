import { DEFAULT_DECISION_HOURS } from '@autobid/auction';

/**
 * When a pending award's clock acts next: the end of the seller's turn, or of the offer waiting for
 * a dealer. An award closed before that was recorded runs LIFE-6's 48 hours from its close.
 */
export function decisionDeadlineOf(auction: {
  status: string;
  closedAt: Date | null;
  decisionDueAt: Date | null;
}): Date | null {
  if (auction.status !== 'reserved') return null;
  if (auction.decisionDueAt) return auction.decisionDueAt;
  return auction.closedAt
    ? new Date(auction.closedAt.getTime() + DEFAULT_DECISION_HOURS * 3_600_000)
    : null;
}
