import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allow } from '../../access/access';
import { AppError } from '../../lib/app-error';
import { contentLanguage } from '../../lib/content-language';
import { parseBody, parseInput } from '../../lib/parse';
import { requireCaller } from '../../plugins/authenticate';
import { NO_CACHE } from '../auctions/auctions.routes';
import { DOCUMENTS_PATH } from './document-links';
import { handoverPhotoParamsSchema, handoverPhotoQuerySchema } from './handover-photos';
import { FILE_LIMITS } from '../../lib/files/limits';
import type { FinanceService, StaffActor } from './finance.service';
import { presentPayment } from './transaction-presenter';
import type { TransactionRow } from './transactions.repository';
import { MAX_SLIP_BYTES } from './slip-file';
import {
  collectionParamsSchema,
  documentParamsSchema,
  documentQuerySchema,
  generateDocumentSchema,
  handoverSchema,
  locationsSchema,
  paymentParamsSchema,
  reasonSchema,
  slipFieldsSchema,
  staffListQuerySchema,
  transactionParamsSchema,
  transactionQuerySchema,
} from './transactions.schemas';
import { actorOf, type TransactionsService, type TransactionViewer } from './transactions.service';
import { z } from 'zod';
import { intParam } from '../../lib/query-params';

const DEALER = '/portal/api/v2/dealers/transactions';
const STAFF = '/portal/api/v2/staff';
const groupInfoParamsSchema = z.object({ userGroupId: intParam('group id') });

function viewerOf(request: FastifyRequest): TransactionViewer {
  const { user } = requireCaller(request);
  return { user, language: contentLanguage(request, user.language) };
}

function staffOf(request: FastifyRequest): StaffActor {
  const { user } = requireCaller(request);
  return { id: user.id, role: actorOf(user).role };
}

/** The slip upload: the file and its two fields, in any order; the file is cut just past the limit. */
async function slipUpload(request: FastifyRequest) {
  const missing = () =>
    new AppError(
      'validation_failed',
      'Send the slip as multipart/form-data: "file", "reference" and "amount".',
      { errors: { file: ['is required'] } },
    );
  if (!request.isMultipart()) throw missing();
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  for await (const part of request.parts({
    limits: { fileSize: MAX_SLIP_BYTES + 1, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      file = { fileName: part.filename, bytes: await part.toBuffer() };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file) throw missing();
  const input = parseBody(slipFieldsSchema, fields);
  return { ...input, fileName: file.fileName, body: file.bytes };
}

/**
 * A won car's transaction for its buyer (spec §7: the dealer's transaction, the general one, the
 * slip, the documents, the Malaysian agreement) and for the finance desk.
 */
export async function transactionsRoutes(
  app: FastifyInstance,
  opts: { transactions: TransactionsService; finance: FinanceService },
): Promise<void> {
  const { transactions, finance } = opts;
  // A file past the limit arrives cut at one byte over it, and the slip check says it is too large.
  await app.register(multipart, { throwFileSizeLimit: false });

  const read = async (request: FastifyRequest) => {
    const { id } = parseInput(transactionParamsSchema, request.params);
    const { include } = parseInput(transactionQuerySchema, request.query);
    return { data: await transactions.read(viewerOf(request), id, include) };
  };
  app.get(
    `${DEALER}/:id`,
    {
      ...allow('dealer', 'finance', 'admin', 'operations'),
      schema: { params: transactionParamsSchema, querystring: transactionQuerySchema },
    },
    async (request, reply) => {
      void reply.headers(NO_CACHE);
      return read(request);
    },
  );
  app.get(
    '/general/api/v2/transactions/:id',
    {
      ...allow('dealer', 'finance', 'admin', 'operations'),
      schema: { params: transactionParamsSchema, querystring: transactionQuerySchema },
    },
    async (request, reply) => {
      void reply.headers(NO_CACHE);
      return read(request);
    },
  );
  app.get(
    '/portal/api/v2/transactions/:id',
    {
      ...allow('dealer', 'finance', 'admin', 'operations'),
      schema: { params: transactionParamsSchema, querystring: transactionQuerySchema },
    },
    async (request, reply) => {
      const { id } = parseInput(transactionParamsSchema, request.params);
      const { view } = parseInput(transactionQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      if (view === 'spa-report')
        return { data: await transactions.spaReport(viewerOf(request), id) };
      return read(request);
    },
  );

  app.post(
    `${DEALER}/:id/files/submit`,
    {
      ...allow('dealer'),
      schema: {
        params: transactionParamsSchema,
        body: slipFieldsSchema,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const { id } = parseInput(transactionParamsSchema, request.params);
      const data = await transactions.submitProof(viewerOf(request), id, () => slipUpload(request));
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/general/api/v2/transactions/:id/files/generate',
    {
      ...allow('dealer', 'finance'),
      schema: { params: transactionParamsSchema, body: generateDocumentSchema },
    },
    async (request, reply) => {
      const { id } = parseInput(transactionParamsSchema, request.params);
      const data = await transactions.generateSpa(viewerOf(request), id, () =>
        parseBody(generateDocumentSchema, request.body ?? {}),
      );
      return reply.code(201).send({ data });
    },
  );

  // Signed links: the signature, not the caller, grants the document.
  app.get(
    `${DOCUMENTS_PATH}/:id/documents/:type`,
    {
      ...allow('public'),
      schema: { params: documentParamsSchema, querystring: documentQuerySchema },
    },
    async (request, reply) => {
      const { id, type } = parseInput(documentParamsSchema, request.params);
      const query = parseInput(documentQuerySchema, request.query);
      const file = await transactions.openDocument({ id, type, ...query });
      void reply.headers({
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${file.fileName}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      return reply.send(file.bytes);
    },
  );

  app.get(
    '/general/api/v2/floor-stock/group-info/groups/:userGroupId',
    { ...allow('dealer', 'finance'), schema: { params: groupInfoParamsSchema } },
    async (request) => {
      const { userGroupId } = parseInput(groupInfoParamsSchema, request.params);
      return { data: await transactions.floorStockAccount(viewerOf(request), userGroupId) };
    },
  );

  // The finance desk.
  app.get(`${STAFF}/finance/queue`, allow('finance'), async (_request, reply) => {
    void reply.headers(NO_CACHE);
    const queue = await finance.queue();
    return {
      data: {
        payments: queue.payments.map(({ payment, transaction, buyerGroup }) => ({
          ...presentPayment(payment),
          transaction: {
            id: transaction.id,
            auction_id: transaction.auctionId,
            invoice_number: transaction.invoiceNumber,
            market: transaction.market,
            currency: transaction.currency,
            total: transaction.total,
            status: transaction.status,
          },
          buyer_group: buyerGroup,
        })),
        releases: queue.releases.map(staffRow),
        collections: queue.collections.map(({ collection, transaction }) => ({
          id: collection.id,
          party: collection.party,
          name: collection.name,
          amount: collection.amount,
          status: collection.status,
          transaction: {
            id: transaction.id,
            invoice_number: transaction.invoiceNumber,
            currency: transaction.currency,
            status: transaction.status,
          },
        })),
      },
    };
  });

  app.get(
    `${STAFF}/transactions`,
    { ...allow('finance', 'admin', 'operations'), schema: { querystring: staffListQuerySchema } },
    async (request, reply) => {
      const query = parseInput(staffListQuerySchema, request.query);
      void reply.headers(NO_CACHE);
      const { rows, total } = await finance.list({
        ...(query.status ? { statuses: [query.status] } : {}),
        ...(query.market ? { market: query.market } : {}),
        page: query.page,
        perPage: query.per_page,
      });
      return {
        data: rows.map(staffRow),
        meta: {
          pagination: {
            total,
            per_page: query.per_page,
            current_page: query.page,
            last_page: Math.max(1, Math.ceil(total / query.per_page)),
          },
        },
      };
    },
  );

  app.post(
    `${STAFF}/payments/:paymentId/verify`,
    { ...allow('finance'), schema: { params: paymentParamsSchema } },
    async (request) => {
      const { paymentId } = parseInput(paymentParamsSchema, request.params);
      return { data: await finance.verifyPayment(staffOf(request), paymentId) };
    },
  );
  app.post(
    `${STAFF}/payments/:paymentId/reject`,
    { ...allow('finance'), schema: { params: paymentParamsSchema, body: reasonSchema } },
    async (request) => {
      const { paymentId } = parseInput(paymentParamsSchema, request.params);
      const { reason } = parseBody(reasonSchema, request.body ?? {});
      return { data: await finance.rejectPayment(staffOf(request), paymentId, reason) };
    },
  );
  app.get(
    `${STAFF}/payments/:paymentId/file`,
    { ...allow('finance'), schema: { params: paymentParamsSchema } },
    async (request, reply) => {
      const { paymentId } = parseInput(paymentParamsSchema, request.params);
      const file = await finance.paymentFile(paymentId);
      void reply.headers({
        'content-type': file.contentType,
        'content-disposition': `inline; filename="${file.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      return reply.send(file.body);
    },
  );

  const staffMove = (action: 'release' | 'complete') =>
    app.post(
      `${STAFF}/transactions/:id/${action}`,
      { ...allow('finance'), schema: { params: transactionParamsSchema } },
      async (request) => {
        const { id } = parseInput(transactionParamsSchema, request.params);
        const row = await finance[action](staffOf(request), id);
        return { data: { id: row.id, status: row.status, version: row.version } };
      },
    );
  staffMove('release');
  staffMove('complete');

  app.post(
    `${STAFF}/transactions/:id/handover`,
    { ...allow('finance'), schema: { params: transactionParamsSchema, body: handoverSchema } },
    async (request) => {
      const { id } = parseInput(transactionParamsSchema, request.params);
      const input = parseBody(handoverSchema, request.body ?? {});
      const row = await finance.handOver(staffOf(request), id, {
        receivedBy: input.received_by,
        odometerKm: input.odometer_km,
        note: input.note ?? null,
      });
      return { data: { id: row.id, status: row.status, version: row.version } };
    },
  );

  // One photo a request, read only once the record is known to take it; the file is cut just past the limit.
  app.post(
    `${STAFF}/transactions/:id/handover/photos`,
    {
      ...allow('finance'),
      schema: { params: transactionParamsSchema, consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      const { id } = parseInput(transactionParamsSchema, request.params);
      const { row, photos } = await finance.addHandoverPhoto(staffOf(request), id, async () => {
        if (!request.isMultipart()) return null;
        const part = await request.file({
          limits: { fileSize: FILE_LIMITS.maxFileBytes + 1, files: 1, fields: 0, parts: 1 },
        });
        if (part?.fieldname !== 'file') return null;
        return part.file;
      });
      return reply.code(201).send({
        data: { id: row.id, status: row.status, version: row.version, photos },
      });
    },
  );

  app.get(
    `${DOCUMENTS_PATH}/:id/handover/:file`,
    {
      ...allow('public'),
      schema: { params: handoverPhotoParamsSchema, querystring: handoverPhotoQuerySchema },
    },
    async (request, reply) => {
      const { id, file } = parseInput(handoverPhotoParamsSchema, request.params);
      const query = parseInput(handoverPhotoQuerySchema, request.query);
      const photo = await finance.openHandoverPhoto({ id, file, ...query });
      void reply.headers({
        'content-type': 'image/webp',
        'cache-control': `private, max-age=${photo.maxAge}`,
        'x-content-type-options': 'nosniff',
      });
      return reply.send(photo.body);
    },
  );

  app.post(
    `${STAFF}/transactions/:id/cancel`,
    { ...allow('finance'), schema: { params: transactionParamsSchema, body: reasonSchema } },
    async (request) => {
      const { id } = parseInput(transactionParamsSchema, request.params);
      const { reason } = parseBody(reasonSchema, request.body ?? {});
      const row = await finance.cancel(staffOf(request), id, reason);
      return { data: { id: row.id, status: row.status, version: row.version } };
    },
  );

  app.put(
    `${STAFF}/transactions/:id/locations`,
    {
      ...allow('finance', 'operations'),
      schema: { params: transactionParamsSchema, body: locationsSchema },
    },
    async (request) => {
      const { id } = parseInput(transactionParamsSchema, request.params);
      const input = parseBody(locationsSchema, request.body ?? {});
      const row = await finance.setLocations(staffOf(request), id, {
        handoverLocation: input.handover_location,
        deliveryLocation: input.delivery_location,
        carInLocation: input.car_in_location,
        currentLocation: input.current_location,
      });
      return {
        data: {
          id: row.id,
          version: row.version,
          handover_location: row.handoverLocation,
          delivery_location: row.deliveryLocation,
          car_in_location: row.carInLocation,
          current_location: row.currentLocation,
        },
      };
    },
  );

  app.post(
    `${STAFF}/transactions/:id/collections/:collectionId/collect`,
    { ...allow('finance'), schema: { params: collectionParamsSchema } },
    async (request) => {
      const { id, collectionId } = parseInput(collectionParamsSchema, request.params);
      const row = await finance.collect(staffOf(request), id, collectionId);
      return {
        data: {
          id: row.id,
          party: row.party,
          name: row.name,
          amount: row.amount,
          status: row.status,
          collected_at: row.collectedAt?.toISOString() ?? null,
        },
      };
    },
  );
}

function staffRow({
  transaction,
  buyerGroup,
  car,
}: {
  transaction: TransactionRow;
  buyerGroup: string;
  car: {
    year: number;
    make: string;
    model: string;
    variant: string;
    registrationNumber: string | null;
  };
}) {
  return {
    id: transaction.id,
    auction_id: transaction.auctionId,
    invoice_number: transaction.invoiceNumber,
    market: transaction.market,
    currency: transaction.currency,
    status: transaction.status,
    total: transaction.buyerTotal,
    due_at: transaction.dueAt.toISOString(),
    paid_at: transaction.paidAt?.toISOString() ?? null,
    paid_by: transaction.paidBy,
    buyer_group: buyerGroup,
    car: {
      year: car.year,
      make: car.make,
      model: car.model,
      variant: car.variant,
      registration_number: car.registrationNumber,
    },
    version: transaction.version,
  };
}
