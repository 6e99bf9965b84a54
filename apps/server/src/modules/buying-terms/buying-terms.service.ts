import { chargesFor, checkBuyingPower, type FeeSchedule } from '@autobid/auction';
import type { BuyingTerms, FeeScheduleData } from '@autobid/contract';
import { TAX_LABELS } from '../../db/reference-data';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MarketCatalog } from '../config/market-catalog';
import type { BuyingTermsRepository, GroupStanding } from './buying-terms.repository';

/** Who the terms are for: a dealer's group and the market it bids in. */
export interface TermsDealer {
  groupId: number;
  market: string;
}

type BuyingPower = NonNullable<BuyingTerms['buying_power']>;

/**
 * What a group can pay for (docs/floor-stock.md): what its line has left (the limit less
 * approved and pending cases; nothing while suspended), plus its deposit, less its unpaid wins no
 * case covers. Null without a line: there is nothing to check against.
 */
export function buyingPowerOf(standing: GroupStanding): BuyingPower | null {
  const { account } = standing;
  if (!account) return null;
  const creditAvailable =
    account.status === 'active' ? Math.max(0, account.creditLimit - account.held) : 0;
  return {
    credit_available: creditAvailable,
    deposit: account.deposit,
    owed_on_unpaid_wins: standing.owed,
    available: creditAvailable + account.deposit - standing.owed,
  };
}

/** The schedule as the contract carries it (plain arrays). */
function scheduleData(schedule: FeeSchedule): FeeScheduleData {
  return {
    premiumBands: schedule.premiumBands.map((band) => ({ ...band })),
    buyerFees: schedule.buyerFees.map((fee) => ({ ...fee })),
    sellerFees: {
      rateBp: schedule.sellerFees.rateBp,
      fixed: schedule.sellerFees.fixed.map((fee) => ({ ...fee })),
    },
    tax: schedule.tax
      ? { rateBp: schedule.tax.rateBp, appliesTo: [...schedule.tax.appliesTo] }
      : null,
  };
}

const money = (currency: string, n: number) => `${currency} ${n.toLocaleString('en')}`;

/**
 * A dealer's buying terms (the bid box's all-in price and buying power) and the server's side of
 * credit-aware bidding (TRX-13).
 */
export function createBuyingTermsService(deps: {
  repo: BuyingTermsRepository;
  markets: MarketCatalog;
  clock: Clock;
}) {
  const { repo, markets, clock } = deps;

  return {
    async terms(dealer: TermsDealer): Promise<BuyingTerms> {
      const market = await markets.get(dealer.market);
      if (!market?.feeSchedule)
        throw new AppError('not_found', `Market ${dealer.market} has no buying terms.`);
      const standing = await repo.findStanding(dealer.groupId, new Date(clock.now()));
      const tax = market.feeSchedule.tax;
      const taxName = TAX_LABELS[market.code];
      return {
        market: market.code,
        currency: market.currency,
        fee_schedule: scheduleData(market.feeSchedule),
        tax_label: tax && taxName ? `${taxName} ${tax.rateBp / 100}%` : null,
        discounts: standing.discounts,
        credit_check: market.creditCheck,
        buying_power: buyingPowerOf(standing),
      };
    },

    /**
     * Refuses a bid (or a max bid's ceiling) whose all-in price is above the dealer's buying power
     * in a market that refuses such bids. Other markets cost nothing: the cached market says so
     * before any query; in a refusing market one query reads the group's standing.
     */
    async assertCanBid(dealer: TermsDealer, amount: number): Promise<void> {
      const market = await markets.get(dealer.market);
      if (market?.creditCheck !== 'refuse' || !market.feeSchedule) return;
      const standing = await repo.findStanding(dealer.groupId, new Date(clock.now()));
      const power = buyingPowerOf(standing);
      if (!power) return;
      const charges = chargesFor(amount, market.feeSchedule, standing.discounts);
      const allIn = charges.ok ? charges.value.buyerTotal : amount;
      const verdict = checkBuyingPower({
        allIn,
        available: power.available,
        mode: market.creditCheck,
      });
      if (!verdict.ok)
        throw new AppError(
          'credit_exceeded',
          `This bid costs ${money(market.currency, allIn)} all-in, above your buying power of ${money(market.currency, Math.max(0, verdict.available))}.`,
        );
    },
  };
}

export type BuyingTermsService = ReturnType<typeof createBuyingTermsService>;
