import { isOverdue, type TransactionStatus } from '@autobid/auction';
import { TAX_LABELS } from '../../db/reference-data';
import { photoUrlIn } from '../../lib/content-language';
import type {
  ChargeLineItem,
  Collection,
  FloorStockAccount,
  FloorStockCase,
  Handover,
  Language,
  Payment,
  PickupPlan,
  Transaction,
  TransactionDocument,
  TransactionInventory,
  TransactionStatusEntry,
} from '@autobid/contract';
import type {
  TransactionsRepository,
  FloorStockCaseRow,
  PaymentRow,
  TransactionRow,
} from './transactions.repository';

type Repo = TransactionsRepository;
type Awaited2<T> = T extends Promise<infer U> ? U : T;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** `SST 8%`: the market's tax name with the rate the transaction was charged. */
export function taxLabelOf(row: Pick<TransactionRow, 'market' | 'feeSchedule'>): string | null {
  const tax = row.feeSchedule.tax;
  const name = TAX_LABELS[row.market];
  return tax && name ? `${name} ${tax.rateBp / 100}%` : null;
}

export function presentLine(line: {
  kind: string;
  name: string;
  target: string | null;
  amount: number;
}): ChargeLineItem {
  return {
    kind: line.kind as ChargeLineItem['kind'],
    name: line.name,
    target: line.target,
    amount: line.amount,
  };
}

export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    method: row.method,
    amount: row.amount,
    reference: row.reference,
    status: row.status,
    reject_reason: row.rejectReason,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt),
  };
}

export function presentCase(row: FloorStockCaseRow): FloorStockCase {
  return {
    id: row.id,
    transaction_id: row.transactionId,
    amount: row.amount,
    status: row.status,
    note: row.note,
    decline_reason: row.declineReason,
    created_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt),
  };
}

/** A group's line with what its cases hold: approved ones use it, pending ones are held against it. */
export interface LineStanding {
  groupId: number;
  provider: string;
  currency: string;
  creditLimit: number;
  deposit: number;
  status: 'active' | 'suspended';
  /** Sum of the approved cases. */
  used: number;
  /** Sum of the pending cases. */
  pending: number;
  carsFinanced: number;
}

/**
 * The line as the dealer reads it: `available` is what a new request can take, the limit less
 * the approved and the pending cases (docs/floor-stock.md), 0 while suspended.
 */
export function presentAccount(account: LineStanding): FloorStockAccount {
  const available = Math.max(0, account.creditLimit - account.used - account.pending);
  return {
    group_id: account.groupId,
    provider: account.provider,
    currency: account.currency,
    credit_limit: account.creditLimit,
    used: account.used,
    pending: account.pending,
    available: account.status === 'active' ? available : 0,
    deposit: account.deposit,
    status: account.status,
    cars_financed: account.carsFinanced,
  };
}

export function presentPickup(found: Awaited2<ReturnType<Repo['findPickup']>>): PickupPlan | null {
  if (!found) return null;
  const { plan, location } = found;
  return {
    kind: plan.kind,
    location: location
      ? {
          id: location.id,
          name: location.name,
          address: location.address,
          opens_at: location.opensAt,
          closes_at: location.closesAt,
        }
      : null,
    pickup_at: iso(plan.pickupAt),
    delivery_address: plan.deliveryAddress,
    contact_name: plan.contactName,
    contact_phone: plan.contactPhone,
  };
}

export interface TransactionParts {
  lines: ChargeLineItem[];
  documents: TransactionDocument[];
  onlinePayment: boolean;
  statusLog?: Awaited2<ReturnType<Repo['findStatusLog']>>;
  payments?: PaymentRow[];
  collections?: Awaited2<ReturnType<Repo['findCollections']>>;
  account?: FloorStockAccount | null;
  floorStockCase?: FloorStockCaseRow | null;
  car?: Awaited2<ReturnType<Repo['findCar']>>;
  /** The reader's language: a picture drawn with words comes drawn in it where one exists. */
  language?: Language;
  pickup?: PickupPlan | null;
  handover?: Awaited2<ReturnType<Repo['findHandover']>> | null;
  /** The signed link of a stored handover photo. */
  handoverPhotoUrl?: (key: string) => string;
}

function presentInventory(
  car: NonNullable<TransactionParts['car']>,
  language: Language | undefined,
): TransactionInventory {
  const photo = car.photos[0];
  return {
    id: car.id,
    title: `${car.make} ${car.model} ${car.variant}`.trim(),
    year: car.year,
    registration_number: car.registrationNumber,
    chassis_number: car.chassisNumber,
    mileage_km: car.mileageKm,
    photo: photo ? photoUrlIn(photo, language) : null,
  };
}

function presentHandover(
  row: NonNullable<TransactionParts['handover']>,
  photoUrl: ((key: string) => string) | undefined,
): Handover {
  return {
    received_by: row.receivedBy,
    odometer_km: row.odometerKm,
    photo_count: row.photoKeys.length,
    photos: photoUrl ? row.photoKeys.map(photoUrl) : [],
    note: row.note,
    at: row.at.toISOString(),
  };
}

/** A transaction as its buyer and staff read it (spec §3 Transaction); relations as included. */
export function presentTransaction(
  row: TransactionRow,
  parts: TransactionParts,
  now: number,
): Transaction {
  const status = row.status as TransactionStatus;
  return {
    id: row.id,
    auction_id: row.auctionId,
    market: row.market,
    currency: row.currency,
    status,
    hammer_price: row.hammer,
    total: row.buyerTotal,
    won_at: row.wonAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    is_overdue: isOverdue(status, row.dueAt.getTime(), now),
    paid_at: iso(row.paidAt),
    paid_by: row.paidBy,
    online_payment: parts.onlinePayment,
    invoice: { number: row.invoiceNumber, documents: parts.documents },
    fees: parts.lines,
    tax_label: taxLabelOf(row),
    discounts: parts.lines.filter((line) => line.kind === 'discount'),
    handover_location: row.handoverLocation,
    delivery_location: row.deliveryLocation,
    car_in_location: row.carInLocation,
    current_location: row.currentLocation,
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    ...(parts.statusLog
      ? {
          status_log: parts.statusLog.map((entry): TransactionStatusEntry => ({
            event: entry.event,
            from_status: entry.fromStatus,
            to_status: entry.toStatus as TransactionStatus,
            note: entry.note,
            at: entry.at.toISOString(),
          })),
        }
      : {}),
    ...(parts.payments ? { payments: parts.payments.map(presentPayment) } : {}),
    ...(parts.collections
      ? {
          collections: parts.collections.map((c): Collection => ({
            party: c.party,
            name: c.name,
            amount: c.amount,
            status: c.status,
            collected_at: iso(c.collectedAt),
          })),
        }
      : {}),
    ...(parts.account !== undefined
      ? {
          floorstock_account: parts.account,
          floorstock_case: parts.floorStockCase ? presentCase(parts.floorStockCase) : null,
        }
      : {}),
    ...(parts.car ? { inventory: presentInventory(parts.car, parts.language) } : {}),
    ...(parts.pickup !== undefined ? { pickup: parts.pickup } : {}),
    ...(parts.handover !== undefined
      ? {
          handover: parts.handover ? presentHandover(parts.handover, parts.handoverPhotoUrl) : null,
        }
      : {}),
  };
}
