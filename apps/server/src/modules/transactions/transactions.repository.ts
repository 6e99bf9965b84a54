import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  floorStockAccounts,
  floorStockCases,
  groups,
  inventories,
  makes,
  markets,
  models,
  pickupLocations,
  transactionCollections,
  transactionHandovers,
  transactionLines,
  transactionPayments,
  transactionPickups,
  transactionStatusLog,
  transactions,
  users,
} from '../../db/schema';

export type TransactionRow = typeof transactions.$inferSelect;
export type PaymentRow = typeof transactionPayments.$inferSelect;
export type FloorStockCaseRow = typeof floorStockCases.$inferSelect;

/** The only I/O of transactions: reads for the buyer, staff and documents, and the rows payments add. */
export function createTransactionsRepository(db: Database) {
  return {
    db,

    async findById(id: number): Promise<TransactionRow | undefined> {
      const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
      return row;
    },

    findLines(id: number, side: 'buyer' | 'seller') {
      return db
        .select({
          kind: transactionLines.kind,
          name: transactionLines.name,
          target: transactionLines.target,
          amount: transactionLines.amount,
        })
        .from(transactionLines)
        .where(and(eq(transactionLines.transactionId, id), eq(transactionLines.side, side)))
        .orderBy(asc(transactionLines.position));
    },

    findStatusLog(id: number) {
      return db
        .select()
        .from(transactionStatusLog)
        .where(eq(transactionStatusLog.transactionId, id))
        .orderBy(asc(transactionStatusLog.id));
    },

    findPayments(id: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(transactionPayments)
        .where(eq(transactionPayments.transactionId, id))
        .orderBy(desc(transactionPayments.id));
    },

    async findPayment(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(transactionPayments)
        .where(eq(transactionPayments.id, id));
      return row;
    },

    findCollections(id: number) {
      return db
        .select()
        .from(transactionCollections)
        .where(eq(transactionCollections.transactionId, id))
        .orderBy(asc(transactionCollections.id));
    },

    /** The car of a transaction, as its documents and page name it. */
    async findCar(inventoryId: number) {
      const [row] = await db
        .select({
          id: inventories.id,
          make: makes.name,
          model: models.name,
          variant: inventories.variant,
          year: inventories.year,
          mileageKm: inventories.mileageKm,
          color: inventories.color,
          registrationNumber: inventories.registrationNumber,
          chassisNumber: inventories.chassisNumber,
          engineNumber: inventories.engineNumber,
          photos: inventories.photos,
        })
        .from(inventories)
        .innerJoin(models, eq(models.id, inventories.modelId))
        .innerJoin(makes, eq(makes.id, inventories.makeId))
        .where(eq(inventories.id, inventoryId));
      return row;
    },

    /** The parties named on documents: the buyer's group and user, the seller's group. */
    async findParties(row: TransactionRow) {
      const [buyer] = await db
        .select({ userName: users.name, email: users.email, groupName: groups.name })
        .from(users)
        .innerJoin(groups, eq(groups.id, row.buyerGroupId))
        .where(eq(users.id, row.buyerUserId));
      const [seller] = await db
        .select({ groupName: groups.name })
        .from(groups)
        .where(eq(groups.id, row.sellerGroupId));
      return { buyer: buyer!, seller: seller! };
    },

    async isOnlinePaymentMarket(market: string): Promise<boolean> {
      const [row] = await db
        .select({ onlinePayment: markets.onlinePayment })
        .from(markets)
        .where(eq(markets.code, market));
      return row?.onlinePayment ?? false;
    },

    /** A group's line with what its approved cases use and its pending ones hold; undefined without one. */
    async findFloorStockAccount(groupId: number) {
      const [account] = await db
        .select({
          groupId: floorStockAccounts.groupId,
          provider: floorStockAccounts.provider,
          creditLimit: floorStockAccounts.creditLimit,
          deposit: floorStockAccounts.deposit,
          status: floorStockAccounts.status,
          currency: markets.currency,
        })
        .from(floorStockAccounts)
        .innerJoin(groups, eq(groups.id, floorStockAccounts.groupId))
        .innerJoin(markets, eq(markets.code, groups.market))
        .where(eq(floorStockAccounts.groupId, groupId));
      if (!account) return undefined;
      const rows = await db
        .select({
          status: floorStockCases.status,
          amount: sql<number>`coalesce(sum(${floorStockCases.amount}), 0)`.mapWith(Number),
          cars: count(),
        })
        .from(floorStockCases)
        .where(
          and(
            eq(floorStockCases.groupId, groupId),
            inArray(floorStockCases.status, ['approved', 'pending']),
          ),
        )
        .groupBy(floorStockCases.status);
      const approved = rows.find((row) => row.status === 'approved');
      const pending = rows.find((row) => row.status === 'pending');
      return {
        ...account,
        used: approved?.amount ?? 0,
        pending: pending?.amount ?? 0,
        carsFinanced: approved?.cars ?? 0,
      };
    },

    /** The latest floor-stock case of a transaction, whatever its status. */
    async findLatestCase(transactionId: number): Promise<FloorStockCaseRow | undefined> {
      const [row] = await db
        .select()
        .from(floorStockCases)
        .where(eq(floorStockCases.transactionId, transactionId))
        .orderBy(desc(floorStockCases.id))
        .limit(1);
      return row;
    },

    async findPickup(transactionId: number) {
      const [row] = await db
        .select({ plan: transactionPickups, location: pickupLocations })
        .from(transactionPickups)
        .leftJoin(pickupLocations, eq(pickupLocations.id, transactionPickups.locationId))
        .where(eq(transactionPickups.transactionId, transactionId));
      return row;
    },

    async findHandover(transactionId: number) {
      const [row] = await db
        .select()
        .from(transactionHandovers)
        .where(eq(transactionHandovers.transactionId, transactionId));
      return row;
    },

    /** Inserts a slip's payment row in the caller's database transaction. */
    async insertPayment(tx: Executor, values: typeof transactionPayments.$inferInsert) {
      const [row] = await tx.insert(transactionPayments).values(values).returning();
      return row!;
    },

    async lockPayment(tx: Executor, id: number): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(transactionPayments)
        .where(eq(transactionPayments.id, id))
        .for('update');
      return row;
    },

    async decidePayment(
      tx: Executor,
      id: number,
      decision: {
        status: 'verified' | 'rejected' | 'superseded';
        decidedBy: number | null;
        decidedAt: Date;
        rejectReason?: string | null;
      },
    ): Promise<void> {
      await tx.update(transactionPayments).set(decision).where(eq(transactionPayments.id, id));
    },

    /** A slip still waiting for finance on this transaction becomes `superseded` (another payment paid it). */
    async supersedePendingSlips(tx: Executor, transactionId: number, at: Date): Promise<void> {
      await tx
        .update(transactionPayments)
        .set({ status: 'superseded', decidedAt: at })
        .where(
          and(
            eq(transactionPayments.transactionId, transactionId),
            eq(transactionPayments.status, 'pending'),
          ),
        );
    },

    /** The buyer's purchase is collected: the money arrived. */
    async markBuyerCollected(
      tx: Executor,
      transactionId: number,
      at: Date,
      by: number | null,
    ): Promise<void> {
      await tx
        .update(transactionCollections)
        .set({ status: 'collected', collectedAt: at, collectedBy: by })
        .where(
          and(
            eq(transactionCollections.transactionId, transactionId),
            eq(transactionCollections.party, 'buyer'),
            eq(transactionCollections.status, 'open'),
          ),
        );
    },

    /** One collection of a transaction, in the caller's database transaction. */
    async findCollection(tx: Executor, transactionId: number, collectionId: number) {
      const [row] = await tx
        .select()
        .from(transactionCollections)
        .where(
          and(
            eq(transactionCollections.id, collectionId),
            eq(transactionCollections.transactionId, transactionId),
          ),
        );
      return row;
    },

    async collect(tx: Executor, transactionId: number, collectionId: number, at: Date, by: number) {
      const [row] = await tx
        .update(transactionCollections)
        .set({ status: 'collected', collectedAt: at, collectedBy: by })
        .where(
          and(
            eq(transactionCollections.id, collectionId),
            eq(transactionCollections.transactionId, transactionId),
            eq(transactionCollections.status, 'open'),
          ),
        )
        .returning();
      return row;
    },

    async insertHandover(tx: Executor, values: typeof transactionHandovers.$inferInsert) {
      await tx.insert(transactionHandovers).values(values);
    },

    /** The handover record in the caller's database transaction (its row is locked through the transaction's). */
    async findHandoverIn(tx: Executor, transactionId: number) {
      const [row] = await tx
        .select()
        .from(transactionHandovers)
        .where(eq(transactionHandovers.transactionId, transactionId));
      return row;
    },

    /** Appends a photo to the handover record and raises the transaction's version. */
    async appendHandoverPhoto(tx: Executor, transactionId: number, key: string, at: Date) {
      await tx
        .update(transactionHandovers)
        .set({
          photoKeys: sql`${transactionHandovers.photoKeys} || ${JSON.stringify([key])}::jsonb`,
        })
        .where(eq(transactionHandovers.transactionId, transactionId));
      const [row] = await tx
        .update(transactions)
        .set({ version: sql`${transactions.version} + 1`, updatedAt: at })
        .where(eq(transactions.id, transactionId))
        .returning();
      return row!;
    },

    async updateLocations(
      tx: Executor,
      id: number,
      set: Partial<
        Pick<
          TransactionRow,
          'handoverLocation' | 'deliveryLocation' | 'carInLocation' | 'currentLocation'
        >
      >,
      at: Date,
    ) {
      const [row] = await tx
        .update(transactions)
        .set({ ...set, version: sql`${transactions.version} + 1`, updatedAt: at })
        .where(eq(transactions.id, id))
        .returning();
      return row;
    },

    /** Slips waiting for finance, oldest first, with what finance needs to check them. */
    findPendingPayments(limit: number) {
      return db
        .select({
          payment: transactionPayments,
          transaction: {
            id: transactions.id,
            auctionId: transactions.auctionId,
            invoiceNumber: transactions.invoiceNumber,
            market: transactions.market,
            currency: transactions.currency,
            total: transactions.buyerTotal,
            status: transactions.status,
          },
          buyerGroup: groups.name,
        })
        .from(transactionPayments)
        .innerJoin(transactions, eq(transactions.id, transactionPayments.transactionId))
        .innerJoin(groups, eq(groups.id, transactions.buyerGroupId))
        .where(eq(transactionPayments.status, 'pending'))
        .orderBy(asc(transactionPayments.id))
        .limit(limit);
    },

    /** A page of transactions for staff, newest first, filtered by status and market, with each car. */
    async findStaffPage(query: {
      statuses?: readonly string[];
      market?: string;
      page: number;
      perPage: number;
    }) {
      const where = and(
        query.statuses ? inArray(transactions.status, [...query.statuses]) : undefined,
        query.market ? eq(transactions.market, query.market) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            transaction: transactions,
            buyerGroup: groups.name,
            car: {
              year: inventories.year,
              make: makes.name,
              model: models.name,
              variant: inventories.variant,
              registrationNumber: inventories.registrationNumber,
            },
          })
          .from(transactions)
          .innerJoin(groups, eq(groups.id, transactions.buyerGroupId))
          .innerJoin(inventories, eq(inventories.id, transactions.inventoryId))
          .innerJoin(models, eq(models.id, inventories.modelId))
          .innerJoin(makes, eq(makes.id, inventories.makeId))
          .where(where)
          .orderBy(desc(transactions.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ n: count() }).from(transactions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Collections finance has yet to mark, of transactions already paid. */
    findOpenCollections(limit: number) {
      return db
        .select({
          collection: transactionCollections,
          transaction: {
            id: transactions.id,
            invoiceNumber: transactions.invoiceNumber,
            currency: transactions.currency,
            status: transactions.status,
          },
        })
        .from(transactionCollections)
        .innerJoin(transactions, eq(transactions.id, transactionCollections.transactionId))
        .where(
          and(
            eq(transactionCollections.status, 'open'),
            inArray(transactions.status, ['paid', 'ready_for_release', 'handed_over']),
          ),
        )
        .orderBy(asc(transactionCollections.id))
        .limit(limit);
    },
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
