import { findIncrementTableProblem } from '@autobid/auction';
import type { MarketSettings, MarketSettingsInput } from '@autobid/contract';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MarketSettingsRepository, MarketSettingsRow } from './market-settings.repository';

function present(row: MarketSettingsRow): MarketSettings {
  return {
    code: row.code,
    name: row.name,
    currency: row.currency,
    increments: row.increments.map(({ from, increment }) => ({ from, increment })),
    extend_window_seconds: row.extendWindowSeconds,
    payment_due_days: row.paymentDueDays,
    offer_hours: row.offerHours,
    seller_turn_hours: row.sellerTurnHours,
    max_offers: row.maxOffers,
  };
}

const settingsOf = (row: MarketSettingsRow) => {
  const { code: _code, name: _name, currency: _currency, ...settings } = present(row);
  return settings;
};

/**
 * A market's auction settings (docs/admin.md): the increment table, the soft-close window,
 * payment days and the offer rules. They apply from the moment they are saved, to every auction
 * of the market alike; the increment table must pass the auction rules' own check (INC-1).
 */
export function createMarketSettingsService(deps: {
  db: Database;
  repo: MarketSettingsRepository;
  clock: Clock;
  /** Makes this node's bid engine read the new settings at once. */
  onChange: () => void;
}) {
  const { db, repo, clock } = deps;
  return {
    async list(): Promise<MarketSettings[]> {
      return (await repo.findAll()).map(present);
    },

    async update(
      by: AuditActor,
      code: string,
      input: MarketSettingsInput,
    ): Promise<MarketSettings> {
      const problem = findIncrementTableProblem(input.increments);
      if (problem)
        throw new AppError('validation_failed', `increments: ${problem}`, {
          errors: { increments: [problem] },
        });
      const saved = await db.transaction(async (tx) => {
        const before = await repo.lock(tx, code);
        if (!before) throw new AppError('not_found', `Market ${code} does not exist.`);
        const changes = {
          increments: input.increments.map(({ from, increment }) => ({ from, increment })),
          extendWindowSeconds: input.extend_window_seconds,
          paymentDueDays: input.payment_due_days,
          offerHours: input.offer_hours,
          sellerTurnHours: input.seller_turn_hours,
          maxOffers: input.max_offers,
        };
        const after = { ...before, ...changes };
        // Saving the settings as they are changes nothing and writes nothing.
        if (JSON.stringify(settingsOf(after)) === JSON.stringify(settingsOf(before)))
          return present(before);
        await repo.update(tx, code, changes);
        await recordAudit(tx, {
          actor: by,
          action: 'market.settings',
          entityType: 'market',
          entityId: code,
          before: settingsOf(before),
          after: settingsOf(after),
          at: new Date(clock.now()),
        });
        return present(after);
      });
      deps.onChange();
      return saved;
    },
  };
}

export type MarketSettingsService = ReturnType<typeof createMarketSettingsService>;
