import type { DealerResult, FileItem, PortalAuctionDetail } from '@autobid/contract';

/** The price line of a summary: what the car went for, or the best bid the seller is weighing. */
export type PriceLine = { kind: 'winning' | 'best'; amount: number } | null;

export interface SummaryFacts {
  result: DealerResult;
  price: PriceLine;
  /** The dealer's own best bid; null when they never bid. */
  myBestAmount: number | null;
  /** Set only for a win. */
  wonAt: string | null;
  /** Set only for a win still to pay: once paid (or cancelled) its due date is history. */
  paymentDueAt: string | null;
  isPaymentOverdue: boolean;
  /** Where a win's purchase stands: still to pay, paid (or further on), or cancelled. */
  purchase: 'unpaid' | 'paid' | 'cancelled' | null;
}

/** What the summary states about an ended auction, from the calling dealer's side. */
export function summaryFacts(auction: PortalAuctionDetail): SummaryFacts {
  const isWin = auction.result === 'won';
  const purchase = isWin ? purchaseOf(auction.transactions[0]?.status) : null;
  const isUnpaid = purchase === 'unpaid';
  return {
    result: auction.result,
    price: priceLine(auction),
    myBestAmount: auction.my_best_amount,
    wonAt: isWin ? auction.won_at : null,
    paymentDueAt: isUnpaid ? auction.payment_due_at : null,
    isPaymentOverdue: isUnpaid && auction.is_payment_overdue,
    purchase,
  };
}

/** A win without its transaction yet is still to pay. */
function purchaseOf(
  status: PortalAuctionDetail['transactions'][number]['status'] | undefined,
): 'unpaid' | 'paid' | 'cancelled' {
  if (status === 'cancelled') return 'cancelled';
  return status === undefined || status === 'awaiting_payment' || status === 'payment_submitted'
    ? 'unpaid'
    : 'paid';
}

function priceLine(auction: PortalAuctionDetail): PriceLine {
  if (auction.result === 'cancelled') return null;
  if (auction.awarded_bid) return { kind: 'winning', amount: auction.awarded_bid.amount };
  if (auction.result === 'pending' && auction.highest_bid)
    return { kind: 'best', amount: auction.highest_bid.amount };
  return null;
}

/** Spec §3: a file item is named by `name`, or by `file_name` when it has none. */
export function fileLabel(file: FileItem): string {
  return file.name.trim() || file.file_name;
}

/**
 * The address that makes the server send the file as an attachment (`?download=1`), keeping any
 * query the url already has. A relative url stays relative.
 */
export function downloadUrl(url: string, origin: string): string {
  const parsed = new URL(url, origin);
  parsed.searchParams.set('download', '1');
  const isRelative = !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
  return isRelative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

/** The kind of icon a file gets, from its content type. */
export function fileKind(file: FileItem): 'pdf' | 'image' | 'other' {
  if (file.content_type === 'application/pdf') return 'pdf';
  if (file.content_type.startsWith('image/')) return 'image';
  return 'other';
}

/** A photo of the car or of the inspection (url and caption). */
export type Photo = NonNullable<PortalAuctionDetail['extra_inspection_photos']>[number];
