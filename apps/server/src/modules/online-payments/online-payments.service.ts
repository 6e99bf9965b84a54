import { isUnpaid, type TransactionStatus } from '@autobid/auction';
import type { OnlinePayment } from '@autobid/contract';
import type { FastifyBaseLogger } from 'fastify';
import { lockTransaction, type TransactionRow } from '../../db/transaction-change';
import type { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { parseInput } from '../../lib/parse';
import { presentAccount } from '../transactions/transaction-presenter';
import {
  GATEWAY_TIMEOUT_MS,
  GatewayError,
  type GatewayClient,
  type GatewayPayment,
  type PaymentSettings,
} from './gateway-client';
import { presentOnlinePayment } from './online-payment-presenter';
import { callbackEventSchema } from './online-payments.schemas';
import type { OnlinePaymentRow, OnlinePaymentsRepository } from './online-payments.repository';
import { LOCAL_FAILURE, type PaymentOutcomes, type TransactionsPort } from './payment-outcome';

/** Who asks: the signed-in user. */
export type PaymentViewer = Pick<typeof users.$inferSelect, 'id' | 'role' | 'activeGroupId'>;

export const CALLBACK_PATH = '/general/api/v2/transactions/online-payment/hsbc/callback';
/** How long a second request waits for the first one's page before answering `payment_in_progress`. */
const WAIT_FOR_PAGE_MS = GATEWAY_TIMEOUT_MS + 1_000;
const WAIT_STEP_MS = 100;
/** An open attempt without a page this old was left behind by a request that never finished. */
const ABANDONED_AFTER_MS = 2 * GATEWAY_TIMEOUT_MS;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Paying a transaction on the gateway's hosted page (docs/online-payment.md): one open attempt
 * per transaction, the gateway called outside any database transaction, and the result taken only
 * from the gateway itself (its signed callback, or asking it), never from the browser's return.
 */
export function createOnlinePaymentsService(deps: {
  repo: OnlinePaymentsRepository;
  transactions: TransactionsPort;
  gateway: GatewayClient;
  outcomes: PaymentOutcomes;
  settings: Pick<PaymentSettings, 'publicUrl'>;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { repo, transactions, gateway, outcomes, clock, log } = deps;
  const publicUrl = deps.settings.publicUrl.replace(/\/+$/, '');
  const now = () => new Date(clock.now());

  const notFound = (what: string) => new AppError('not_found', `${what} does not exist.`);
  const notUnpaid = (id: number, status: string) =>
    new AppError(
      'invalid_transition',
      status === 'cancelled'
        ? `Transaction ${id} was cancelled: there is nothing to pay.`
        : `Transaction ${id} is ${status.replace(/_/g, ' ')}: it is not waiting for payment.`,
    );
  const inProgress = () =>
    new AppError(
      'payment_in_progress',
      'A payment for this purchase is being opened: try again in a moment.',
    );

  function canSee(viewer: PaymentViewer, row: TransactionRow): boolean {
    if (viewer.role === 'staff') return true;
    return viewer.role === 'dealer' && viewer.activeGroupId === row.buyerGroupId;
  }

  /** Asks the gateway about an open attempt and records a final answer; null when it is down. */
  async function refresh(attempt: OnlinePaymentRow): Promise<OnlinePaymentRow | null> {
    if (attempt.status !== 'created' || !attempt.gatewayRef) return attempt;
    let payment: GatewayPayment;
    try {
      payment = await gateway.getPayment(attempt.gatewayRef);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.warn({ onlinePaymentId: attempt.id }, error.message);
      return null;
    }
    if (payment.status === 'created') return attempt;
    return outcomes.apply(attempt.id, payment, { isCallback: false });
  }

  /** Waits for the request that opened `attempt` to store its page, or for the attempt to end. */
  async function waitForPage(attempt: OnlinePaymentRow): Promise<OnlinePaymentRow> {
    let current = attempt;
    const until = Date.now() + WAIT_FOR_PAGE_MS;
    while (current.status === 'created' && !current.gatewayRef && Date.now() < until) {
      await sleep(WAIT_STEP_MS);
      current = (await repo.findById(current.id)) ?? current;
    }
    return current;
  }

  /**
   * The open attempt to answer again (a double click, a second tab: one payment), or null when a
   * new one is needed because the open one ended.
   */
  async function reuseOpen(row: TransactionRow): Promise<OnlinePaymentRow | null> {
    const found = await repo.findOpen(repo.db, row.id);
    if (!found) return null;
    let current = found.gatewayRef ? found : await waitForPage(found);
    if (current.status === 'created' && !current.gatewayRef) {
      if (clock.now() - current.createdAt.getTime() < ABANDONED_AFTER_MS) throw inProgress();
      await repo.failOpen(current.id, `${LOCAL_FAILURE}: no gateway answer was recorded`, now());
      return null;
    }
    if (current.status !== 'created') return null;
    const refreshed = await refresh(current);
    if (!refreshed)
      throw new AppError('gateway_unavailable', 'The payment gateway is not answering: try again.');
    current = refreshed;
    if (current.status === 'created') return current;
    const after = await transactions.findById(row.id);
    if (after && !isUnpaid(after.status as TransactionStatus))
      throw notUnpaid(after.id, after.status);
    return null;
  }

  /** The open attempt in a short transaction under the row lock; the index refuses a second one. */
  async function insertAttempt(viewer: PaymentViewer, id: number) {
    return repo.db.transaction(async (tx) => {
      const row = await lockTransaction(tx, id);
      if (!row) throw notFound(`Transaction ${id}`);
      if (!isUnpaid(row.status as TransactionStatus)) throw notUnpaid(id, row.status);
      const attempt = await repo.insertOpen(tx, {
        transactionId: id,
        amount: row.buyerTotal,
        currency: row.currency,
        createdBy: viewer.id,
        at: now(),
      });
      return { row, attempt };
    });
  }

  function returnUrlOf(attemptId: number, returnPath: string): string {
    const url = new URL(`${publicUrl}${returnPath}`);
    url.searchParams.set('online_payment_id', String(attemptId));
    return url.toString();
  }

  /** The gateway's page for a new attempt; a gateway that does not answer ends the attempt. */
  async function openGatewayPage(
    row: TransactionRow,
    attempt: OnlinePaymentRow,
    returnPath: string,
  ): Promise<OnlinePaymentRow> {
    try {
      const payment = await gateway.createPayment({
        merchantReference: `txn-${row.id}-${attempt.id}`,
        amount: attempt.amount,
        currency: attempt.currency,
        description: `AutoBid ${row.invoiceNumber}, auction ${row.auctionId}`,
        returnUrl: returnUrlOf(attempt.id, returnPath),
        callbackUrl: `${publicUrl}${CALLBACK_PATH}`,
      });
      const stored = await repo.setGatewayPage(attempt.id, payment.id, payment.page_url, now());
      return stored ?? (await repo.findById(attempt.id))!;
    } catch (error) {
      const reason = error instanceof GatewayError ? `${error.kind}: ${error.message}` : 'error';
      await repo.failOpen(attempt.id, `${LOCAL_FAILURE}: ${reason}`.slice(0, 500), now());
      if (!(error instanceof GatewayError)) throw error;
      log.error({ onlinePaymentId: attempt.id, status: error.status }, error.message);
      throw new AppError(
        'gateway_unavailable',
        'The payment gateway is not answering: try again in a few minutes, or pay by bank transfer.',
      );
    }
  }

  /** The attempt a gateway payment belongs to: by its id, else by our `txn-<id>-<attempt>` reference. */
  async function attemptOf(payment: GatewayPayment): Promise<OnlinePaymentRow | undefined> {
    const byRef = await repo.findByGatewayRef(payment.id);
    if (byRef) return byRef;
    const match = /^txn-(\d{1,10})-(\d{1,10})$/.exec(payment.merchant_reference);
    if (!match) return undefined;
    const attempt = await repo.findById(Number(match[2]));
    const isOurs =
      attempt?.transactionId === Number(match[1]) &&
      (attempt.gatewayRef === null || attempt.gatewayRef === payment.id);
    return isOurs ? attempt : undefined;
  }

  async function presentWith(attempt: OnlinePaymentRow, account?: boolean) {
    const row = (await transactions.findById(attempt.transactionId))!;
    if (!account) return presentOnlinePayment(attempt, row);
    const found = await transactions.findFloorStockAccount(row.buyerGroupId);
    return presentOnlinePayment(attempt, row, found ? presentAccount(found) : null);
  }

  return {
    /** Opens (or answers again) the hosted payment page for a transaction of the caller's group. */
    async create(
      viewer: PaymentViewer,
      input: { transactionId: number; returnPath?: string | undefined },
    ): Promise<OnlinePayment> {
      const row = await transactions.findById(input.transactionId);
      if (!row || viewer.role !== 'dealer' || !canSee(viewer, row))
        throw notFound(`Transaction ${input.transactionId}`);
      if (!(await transactions.isOnlinePaymentMarket(row.market)))
        throw new AppError(
          'online_payment_unavailable',
          `Online payment is not offered in ${row.market}: pay by bank transfer.`,
        );
      if (!isUnpaid(row.status as TransactionStatus)) throw notUnpaid(row.id, row.status);
      const reused = await reuseOpen(row);
      if (reused) return presentWith(reused);
      const opened = await insertAttempt(viewer, row.id);
      if (!opened.attempt) {
        const other = await repo.findOpen(repo.db, row.id);
        const winner = other ? await waitForPage(other) : null;
        if (winner?.status === 'created' && winner.gatewayRef) return presentWith(winner);
        throw inProgress();
      }
      const returnPath = input.returnPath ?? `/transactions/${row.id}`;
      return presentWith(await openGatewayPage(opened.row, opened.attempt, returnPath));
    },

    /** One attempt; while open, the gateway is asked, so the answer is never older than its word. */
    async read(
      viewer: PaymentViewer,
      id: number,
      include: readonly 'floorstock_account'[],
    ): Promise<OnlinePayment> {
      const attempt = await repo.findById(id);
      const row = attempt ? await transactions.findById(attempt.transactionId) : undefined;
      if (!attempt || !row || !canSee(viewer, row)) throw notFound(`Online payment ${id}`);
      const current = (await refresh(attempt)) ?? attempt;
      return presentWith(current, include.includes('floorstock_account'));
    },

    /** The caller's group's attempts on those auctions, newest first. */
    async histories(
      viewer: PaymentViewer,
      auctionIds: readonly number[],
    ): Promise<OnlinePayment[]> {
      if (viewer.activeGroupId === null) return [];
      const rows = await repo.findForGroup(viewer.activeGroupId, auctionIds);
      return rows.map(({ payment, transaction }) => presentOnlinePayment(payment, transaction));
    },

    /**
     * A gateway callback: the signature is checked over the raw body before anything is parsed;
     * the event is then recorded once, and a repeat (a retry, a resend) is only counted.
     */
    async receiveCallback(signature: string | undefined, rawBody: Buffer): Promise<void> {
      if (!gateway.verifyCallback(signature, rawBody))
        throw new AppError(
          'invalid_signature',
          'The callback signature is missing, wrong or stale.',
        );
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        json = undefined;
      }
      const event = parseInput(callbackEventSchema, json);
      const attempt = await attemptOf(event.payment);
      if (!attempt) {
        log.warn(
          { eventId: event.event_id, gatewayRef: event.payment.id },
          `callback for a payment this server did not open (${event.payment.merchant_reference})`,
        );
        return;
      }
      await outcomes.apply(attempt.id, event.payment, { isCallback: true });
    },
  };
}

export type OnlinePaymentsService = ReturnType<typeof createOnlinePaymentsService>;
