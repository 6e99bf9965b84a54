import type { Language } from '@autobid/contract';
import {
  type TRANSACTION_INCLUDES,
  type Transaction,
  type TransactionDocument,
} from '@autobid/contract';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import { changeTransaction } from '../../db/transaction-change';
import { HOUSE_DETAILS } from '../../db/reference-data';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileStore } from '../../lib/files/file-store';
import { readUpload } from '../../lib/files/read-upload';
import type { FileBody } from '../../lib/files/file-store';
import { renderInvoicePdf, type InvoiceDocument } from '../../lib/pdf/invoice-pdf';
import { renderSalesPurchaseAgreementPdf, type SpaDocument } from '../../lib/pdf/spa-pdf';
import type { users } from '../../db/schema';
import {
  presentAccount,
  presentLine,
  presentPickup,
  presentTransaction,
  taxLabelOf,
} from './transaction-presenter';
import type { DocumentLinks, DocumentType } from './document-links';
import type { HandoverPhotoLinks } from './handover-photos';
import { transactionNotice, type NoticeQueue } from './transaction-events';
import { MAX_SLIP_BYTES, storeSlip } from './slip-file';
import type { TransactionRow, TransactionsRepository } from './transactions.repository';

type UserRow = typeof users.$inferSelect;

export type TransactionInclude = (typeof TRANSACTION_INCLUDES)[number];

/** Who reads or acts: the signed-in user with the language its documents come in. */
export interface TransactionViewer {
  user: Pick<UserRow, 'id' | 'role' | 'activeGroupId' | 'staffRoles' | 'name'>;
  language: Language;
}

const SPA_KEY = (id: number) => `transactions/${id}/sales_purchase_agreement_my.pdf`;

export function actorOf(user: TransactionViewer['user']): AuditActor {
  return {
    id: user.id,
    role: user.role === 'staff' ? user.staffRoles.join('+') || 'staff' : user.role,
  };
}

/**
 * A won car's transaction for its buyer and staff (docs/transactions.md): reading it with what the
 * caller includes, its documents (the invoice, the Malaysian sales and purchase agreement), and
 * the buyer's bank-transfer slip. Any dealer but the buyer group's is told it does not exist.
 */
export function createTransactionsService(deps: {
  repo: TransactionsRepository;
  clock: Clock;
  files: FileStore;
  links: DocumentLinks;
  events: NoticeQueue;
  photoLinks: HandoverPhotoLinks;
}) {
  const { repo, clock, files, links, events } = deps;

  async function readable(viewer: TransactionViewer, id: number): Promise<TransactionRow> {
    const row = await repo.findById(id);
    const missing = new AppError('not_found', `Transaction ${id} does not exist.`);
    if (!row) throw missing;
    const { user } = viewer;
    if (user.role === 'staff') return row;
    if (user.role === 'dealer' && user.activeGroupId === row.buyerGroupId) return row;
    throw missing;
  }

  async function documentsOf(row: TransactionRow, language: Language) {
    const documents: TransactionDocument[] = [
      { type: 'invoice', name: row.invoiceNumber, url: links.urlFor(row.id, 'invoice', language) },
    ];
    if (row.market === 'MY' && (await files.stat(SPA_KEY(row.id)))) {
      documents.push({
        type: 'sales_purchase_agreement_my',
        name: spaNumberOf(row),
        url: links.urlFor(row.id, 'sales_purchase_agreement_my', language),
      });
    }
    return documents;
  }

  async function present(
    viewer: TransactionViewer,
    row: TransactionRow,
    include: readonly TransactionInclude[],
  ): Promise<Transaction> {
    const has = (name: TransactionInclude) => include.includes(name);
    const [lines, documents, onlinePayment] = await Promise.all([
      repo.findLines(row.id, 'buyer'),
      documentsOf(row, viewer.language),
      repo.isOnlinePaymentMarket(row.market),
    ]);
    const account = has('floorstock_account')
      ? await repo.findFloorStockAccount(row.buyerGroupId)
      : undefined;
    return presentTransaction(
      row,
      {
        lines: lines.map(presentLine),
        documents,
        onlinePayment,
        ...(has('status') ? { statusLog: await repo.findStatusLog(row.id) } : {}),
        ...(has('payments') ? { payments: await repo.findPayments(row.id) } : {}),
        ...(has('collections') ? { collections: await repo.findCollections(row.id) } : {}),
        ...(has('floorstock_account')
          ? {
              account: account ? presentAccount(account) : null,
              floorStockCase: (await repo.findLatestCase(row.id)) ?? null,
            }
          : {}),
        ...(has('inventory')
          ? { car: await repo.findCar(row.inventoryId), language: viewer.language }
          : {}),
        ...(has('pickup') || has('locations')
          ? { pickup: presentPickup(await repo.findPickup(row.id)) }
          : {}),
        ...(has('handover')
          ? {
              handover: (await repo.findHandover(row.id)) ?? null,
              handoverPhotoUrl: (key: string) => deps.photoLinks.urlFor(row.id, key),
            }
          : {}),
      },
      clock.now(),
    );
  }

  async function invoiceOf(row: TransactionRow): Promise<InvoiceDocument> {
    const [lines, parties, car] = await Promise.all([
      repo.findLines(row.id, 'buyer'),
      repo.findParties(row),
      repo.findCar(row.inventoryId),
    ]);
    return {
      invoiceNumber: row.invoiceNumber,
      issuedAt: row.wonAt,
      dueAt: row.dueAt,
      market: row.market,
      currency: row.currency,
      status: row.status,
      paidAt: row.paidAt,
      issuer: HOUSE_DETAILS[row.market] ?? HOUSE_DETAILS.MY!,
      buyer: parties.buyer,
      seller: parties.seller,
      car: {
        title: `${car!.make} ${car!.model} ${car!.variant}`.trim(),
        year: car!.year,
        registration: car!.registrationNumber,
        chassis: car!.chassisNumber,
        mileageKm: car!.mileageKm,
      },
      auctionId: row.auctionId,
      lines: lines.map(presentLine),
      total: row.buyerTotal,
      taxLabel: taxLabelOf(row),
    };
  }

  async function spaOf(row: TransactionRow): Promise<SpaDocument> {
    const [parties, car, payments] = await Promise.all([
      repo.findParties(row),
      repo.findCar(row.inventoryId),
      repo.findPayments(row.id),
    ]);
    const paid = payments
      .filter((p) => p.status === 'verified')
      .reduce((sum, p) => sum + p.amount, 0);
    const deposit = Math.min(row.hammer, paid);
    return {
      agreementNumber: spaNumberOf(row),
      date: row.wonAt,
      currency: row.currency,
      seller: parties.seller,
      buyer: parties.buyer,
      car: {
        title: `${car!.make} ${car!.model} ${car!.variant}`.trim(),
        year: car!.year,
        registration: car!.registrationNumber,
        chassis: car!.chassisNumber,
        engine: car!.engineNumber,
        mileageKm: car!.mileageKm,
        color: car!.color,
      },
      price: row.hammer,
      deposit,
      balance: row.hammer - deposit,
      auctionId: row.auctionId,
    };
  }

  function refuseUnlessMalaysian(row: TransactionRow) {
    if (row.market !== 'MY')
      throw new AppError(
        'document_not_available',
        'The sales and purchase agreement is made for Malaysian sales only.',
      );
  }

  return {
    async read(
      viewer: TransactionViewer,
      id: number,
      include: readonly TransactionInclude[],
    ): Promise<Transaction> {
      return present(viewer, await readable(viewer, id), include);
    },

    /** A document's PDF for a signed link, in the language asked for. */
    async openDocument(input: {
      id: number;
      type: DocumentType;
      language: Language;
      expires: number;
      signature: string;
    }): Promise<{ fileName: string; bytes: Buffer }> {
      const check = links.check(input.id, input.type, input.expires, input.signature);
      if (check !== 'valid')
        throw new AppError(
          'forbidden',
          check === 'expired'
            ? 'This document link has expired: open the document again from the purchase.'
            : 'This document link is not valid.',
        );
      const row = await repo.findById(input.id);
      if (!row) throw new AppError('not_found', `Transaction ${input.id} does not exist.`);
      if (input.type === 'invoice') {
        return {
          fileName: `${row.invoiceNumber}.pdf`,
          bytes: await renderInvoicePdf(await invoiceOf(row), input.language),
        };
      }
      refuseUnlessMalaysian(row);
      const stored = await files.get(SPA_KEY(row.id));
      if (!stored)
        throw new AppError('not_found', 'The agreement has not been made yet: generate it first.');
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(chunk as Buffer);
      return { fileName: `${spaNumberOf(row)}.pdf`, bytes: Buffer.concat(chunks) };
    },

    /** Makes (or makes again, with today's payments) the Malaysian sales and purchase agreement. */
    async generateSpa(
      viewer: TransactionViewer,
      id: number,
      checkInput: () => unknown,
    ): Promise<TransactionDocument> {
      const row = await readable(viewer, id);
      checkInput();
      refuseUnlessMalaysian(row);
      if (row.status === 'cancelled')
        throw new AppError('invalid_transition', 'A cancelled purchase has no agreement.');
      const bytes = await renderSalesPurchaseAgreementPdf(await spaOf(row));
      await files.put(SPA_KEY(row.id), bytes, { contentType: 'application/pdf' });
      return {
        type: 'sales_purchase_agreement_my',
        name: spaNumberOf(row),
        url: links.urlFor(row.id, 'sales_purchase_agreement_my', viewer.language),
      };
    },

    /** The agreement's facts (`?view=spa-report`), with its document once made. */
    async spaReport(viewer: TransactionViewer, id: number) {
      const row = await readable(viewer, id);
      refuseUnlessMalaysian(row);
      const spa = await spaOf(row);
      const documents = await documentsOf(row, viewer.language);
      return {
        agreement_number: spa.agreementNumber,
        date: spa.date.toISOString(),
        currency: spa.currency,
        seller: { group_name: spa.seller.groupName },
        buyer: {
          group_name: spa.buyer.groupName,
          user_name: spa.buyer.userName,
          email: spa.buyer.email,
        },
        car: {
          title: spa.car.title,
          year: spa.car.year,
          registration_number: spa.car.registration,
          chassis_number: spa.car.chassis,
          engine_number: spa.car.engine,
          mileage_km: spa.car.mileageKm,
          color: spa.car.color,
        },
        price: spa.price,
        deposit: spa.deposit,
        balance: spa.balance,
        document: documents.find((d) => d.type === 'sales_purchase_agreement_my') ?? null,
      };
    },

    /**
     * The buyer's bank-transfer slip: the amount must be the whole total (a part payment is not
     * taken here), the slip is checked and stored, and the transaction waits for finance. A slip
     * refused, or a transaction that moved meanwhile, stores nothing that stays.
     */
    async submitProof(
      viewer: TransactionViewer,
      id: number,
      readInput: () => Promise<{
        reference: string;
        amount: number;
        fileName: string;
        body: FileBody;
      }>,
    ): Promise<Transaction> {
      const row = await readable(viewer, id);
      if (viewer.user.role !== 'dealer')
        throw new AppError('forbidden', 'Only the buyer sends a transfer slip.');
      if (row.status !== 'awaiting_payment')
        throw new AppError(
          'invalid_transition',
          row.status === 'payment_submitted'
            ? 'A transfer slip is already waiting for finance to check it.'
            : 'This purchase is not waiting for payment.',
        );
      const input = await readInput();
      if (input.amount !== row.buyerTotal)
        throw new AppError(
          'payment_amount_mismatch',
          `The amount must be the whole total due, ${row.buyerTotal} ${row.currency}.`,
          { errors: { amount: [`must be ${row.buyerTotal}`] } },
        );
      const bytes = await readUpload(input.body, MAX_SLIP_BYTES);
      if (!bytes.ok) throw new AppError(bytes.code, bytes.message);
      const slip = await storeSlip(files, id, bytes.value);
      if (!slip.ok) throw new AppError(slip.code, slip.message);
      const at = new Date(clock.now());
      const actor = actorOf(viewer.user);
      try {
        const change = await repo.db.transaction(async (tx) => {
          const moved = await changeTransaction(tx, {
            id,
            event: { type: 'submit_proof' },
            actor: String(viewer.user.id),
            at,
          });
          if (!moved.ok) return { ...moved, notices: [] };
          const payment = await repo.insertPayment(tx, {
            transactionId: id,
            method: 'bank_transfer',
            amount: input.amount,
            reference: input.reference,
            status: 'pending',
            fileKey: slip.value.key,
            fileName: input.fileName.slice(0, 200),
            contentType: slip.value.contentType,
            submittedBy: viewer.user.id,
            createdAt: at,
          });
          await recordAudit(tx, {
            actor,
            action: 'payment.submit',
            entityType: 'transaction',
            entityId: id,
            after: { payment_id: payment.id, amount: input.amount, reference: input.reference },
            at,
          });
          return { ...moved, notices: await events.queue(tx, [transactionNotice(moved.after)]) };
        });
        if (!change.ok)
          throw new AppError('invalid_transition', 'This purchase is not waiting for payment.');
        events.relay(change.notices);
      } catch (error) {
        await files.delete(slip.value.key);
        throw error;
      }
      return present(viewer, (await repo.findById(id))!, ['status', 'payments']);
    },

    /** The buyer group's floor-stock line (`floor-stock/group-info/groups/{id}`), or null without one. */
    async floorStockAccount(viewer: TransactionViewer, groupId: number) {
      const { user } = viewer;
      if (user.role !== 'staff' && user.activeGroupId !== groupId)
        throw new AppError('not_found', `Group ${groupId} has no account you can see.`);
      const account = await repo.findFloorStockAccount(groupId);
      return account ? presentAccount(account) : null;
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;

/** `SPA-MY-2026-000042`: the agreement shares the invoice's number. */
function spaNumberOf(row: TransactionRow): string {
  return row.invoiceNumber.replace(/^INV-/, 'SPA-');
}
