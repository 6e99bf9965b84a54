import multipart from '@fastify/multipart';
import {
  MAX_UPLOAD_BYTES,
  fileCaptionSchema,
  photoOrderSchema,
  type ListingFileKind,
} from '@autobid/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { allow } from '../../access/access';
import { AppError } from '../../lib/app-error';
import { parseBody, parseInput } from '../../lib/parse';
import { intParam } from '../../lib/query-params';
import { requireCaller } from '../../plugins/authenticate';
import { LISTING_MEDIA_PATH } from './listing-file-links';
import type { ListingFilesService } from './listing-files.service';

const SELLER = '/portal/api/v2/sellers/listings/:listingId';
const STAFF = '/portal/api/v2/staff/listings/:listingId';
const listingParams = z.object({ listingId: intParam('listing id') });
const fileParams = listingParams.extend({ fileId: intParam('file id') });
const mediaParams = z.object({
  listingId: intParam('listing id'),
  folder: z.enum(['photos', 'documents']),
  file: z.string().min(1).max(200),
});
const linkQuery = z.object({
  expires: intParam('expires', 0).optional(),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: 'signature is not valid' })
    .optional(),
});

function sellerOf(request: FastifyRequest) {
  const { user } = requireCaller(request);
  return { id: user.id, groupId: user.activeGroupId };
}

const noFile = () =>
  new AppError('validation_failed', 'Send one file as multipart/form-data in the field "file".', {
    errors: { file: ['is required'] },
  });

/** The one file of a multipart upload, read as it arrives (cut just past the size limit). */
async function uploadedFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw noFile();
  const part = await request.file({
    // One byte over the limit, so the file layer sees the file is too large and says so.
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4, parts: 5 },
    throwFileSizeLimit: false,
  });
  if (!part || part.fieldname !== 'file') throw noFile();
  return part;
}

/** A seller's photos and documents of a listing, operations' and inspectors' view, and the files themselves (docs/files.md). */
export async function listingFilesRoutes(
  app: FastifyInstance,
  opts: { files: ListingFilesService },
): Promise<void> {
  const { files } = opts;
  await app.register(multipart);

  const upload = (kind: ListingFileKind) =>
    app.post(
      `${SELLER}/${kind}s`,
      { ...allow('seller'), schema: { params: listingParams, consumes: ['multipart/form-data'] } },
      async (request, reply) => {
        const { listingId } = parseInput(listingParams, request.params);
        const data = await files.upload(sellerOf(request), listingId, kind, async () => {
          const part = await uploadedFile(request);
          return { fileName: part.filename, body: part.file };
        });
        return reply.code(201).send({ data });
      },
    );
  upload('photo');
  upload('document');

  app.get(
    `${SELLER}/files`,
    { ...allow('seller'), schema: { params: listingParams } },
    async (request) => {
      const { listingId } = parseInput(listingParams, request.params);
      return { data: await files.listForSeller(sellerOf(request), listingId) };
    },
  );
  app.put(
    `${SELLER}/photos/order`,
    { ...allow('seller'), schema: { params: listingParams, body: photoOrderSchema } },
    async (request) => {
      const { listingId } = parseInput(listingParams, request.params);
      const { file_ids } = parseBody(photoOrderSchema, request.body);
      return { data: await files.reorderPhotos(sellerOf(request), listingId, file_ids) };
    },
  );
  app.put(
    `${SELLER}/files/:fileId`,
    { ...allow('seller'), schema: { params: fileParams, body: fileCaptionSchema } },
    async (request) => {
      const { listingId, fileId } = parseInput(fileParams, request.params);
      const { caption } = parseBody(fileCaptionSchema, request.body);
      return { data: await files.setCaption(sellerOf(request), listingId, fileId, caption) };
    },
  );
  app.delete(
    `${SELLER}/files/:fileId`,
    { ...allow('seller'), schema: { params: fileParams } },
    async (request) => {
      const { listingId, fileId } = parseInput(fileParams, request.params);
      return { data: await files.remove(sellerOf(request), listingId, fileId) };
    },
  );

  app.get(
    `${STAFF}/files`,
    { ...allow('operations', 'inspector'), schema: { params: listingParams } },
    async (request) => {
      const { listingId } = parseInput(listingParams, request.params);
      return { data: await files.listForStaff(listingId) };
    },
  );

  // Public at the door: the signed link or the car being on sale decides (listing-files.service.ts).
  app.get(
    `${LISTING_MEDIA_PATH}/:listingId/:folder/:file`,
    { ...allow('public'), schema: { params: mediaParams, querystring: linkQuery } },
    async (request, reply) => {
      const { listingId, folder, file } = parseInput(mediaParams, request.params);
      const link = parseInput(linkQuery, request.query);
      const opened = await files.open(`${listingId}/${folder}/${file}`, link);
      const { info, body } = opened.file;
      const name = opened.fileName.replace(/[^\x20-\x7e]|"/g, '_');
      return reply
        .headers({
          'content-type': info.contentType,
          'content-length': String(info.size),
          'cache-control': `private, max-age=${opened.maxAgeSeconds}`,
          'x-content-type-options': 'nosniff',
          ...(info.contentType === 'application/pdf'
            ? {
                'content-disposition': `inline; filename="${name}"; filename*=UTF-8''${encodeURIComponent(opened.fileName)}`,
              }
            : { 'content-security-policy': "default-src 'none'" }),
        })
        .send(body);
    },
  );
}
