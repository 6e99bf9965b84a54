import multipart from '@fastify/multipart';
import { inspectionDraftInputSchema, inspectionPublishSchema } from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../access/access';
import { AppError } from '../../lib/app-error';
import { contentLanguage } from '../../lib/content-language';
import { FILE_LIMITS } from '../../lib/files/limits';
import { parseBody, parseInput } from '../../lib/parse';
import { requireCaller, staffActorOf } from '../../plugins/authenticate';
import { INSPECTION_MEDIA_PATH } from './inspection-presenter';
import {
  SELLER_LISTINGS,
  STAFF_INSPECTIONS,
  listingParams,
  mediaParams,
  photoParams,
  queueQuery,
  versionParams,
} from './inspections.schemas';
import type { InspectionPhotosService } from './inspection-photos.service';
import type { InspectionsService } from './inspections.service';

const YEAR_S = 365 * 86_400;

/** The inspector's queue and editor, the seller's read of its listing's report, and the photos (docs/inspections.md). */
export async function inspectionsRoutes(
  app: FastifyInstance,
  opts: { inspections: InspectionsService; photos: InspectionPhotosService },
): Promise<void> {
  const { inspections, photos } = opts;
  // Another module may have registered multipart for the whole app already.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const VERSION = `${STAFF_INSPECTIONS}/:listingId/versions/:version`;

  app.get(
    STAFF_INSPECTIONS,
    { ...allow('inspector'), schema: { querystring: queueQuery } },
    async (request) => inspections.queue(parseInput(queueQuery, request.query)),
  );
  app.get(
    `${STAFF_INSPECTIONS}/:listingId`,
    { ...allow('inspector', 'operations'), schema: { params: listingParams } },
    async (request) => {
      const { listingId } = parseInput(listingParams, request.params);
      return { data: await inspections.file(listingId) };
    },
  );
  app.post(
    `${STAFF_INSPECTIONS}/:listingId/versions`,
    { ...allow('inspector'), schema: { params: listingParams } },
    async (request, reply) => {
      const { listingId } = parseInput(listingParams, request.params);
      return reply
        .code(201)
        .send({ data: await inspections.startDraft(staffActorOf(request), listingId) });
    },
  );
  app.put(
    VERSION,
    { ...allow('inspector'), schema: { params: versionParams, body: inspectionDraftInputSchema } },
    async (request) => {
      const target = parseInput(versionParams, request.params);
      const input = parseBody(inspectionDraftInputSchema, request.body);
      return { data: await inspections.saveDraft(staffActorOf(request), target, input) };
    },
  );
  app.post(
    `${VERSION}/publish`,
    { ...allow('inspector'), schema: { params: versionParams, body: inspectionPublishSchema } },
    async (request) => {
      const target = parseInput(versionParams, request.params);
      const { revision } = parseBody(inspectionPublishSchema, request.body);
      return { data: await inspections.publish(staffActorOf(request), target, revision) };
    },
  );
  app.post(
    `${VERSION}/photos`,
    { ...allow('inspector'), schema: { params: versionParams, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const target = parseInput(versionParams, request.params);
      if (!request.isMultipart())
        throw new AppError(
          'validation_failed',
          'Send the photo as multipart/form-data, field "file".',
          {
            errors: { file: ['is required'] },
          },
        );
      const part = await request.file({
        throwFileSizeLimit: false,
        limits: { files: 1, fields: 5, fileSize: FILE_LIMITS.maxFileBytes + 1 },
      });
      if (!part || part.fieldname !== 'file')
        throw new AppError('validation_failed', 'The photo must be sent in the field "file".', {
          errors: { file: ['is required'] },
        });
      try {
        return reply
          .code(201)
          .send({ data: await photos.addPhoto(staffActorOf(request), target, part.file) });
      } finally {
        // Whatever was not read (a refused or oversized file) is drained, so the request ends.
        part.file.resume();
      }
    },
  );
  app.delete(
    `${VERSION}/photos/:photoId`,
    { ...allow('inspector'), schema: { params: photoParams } },
    async (request) => {
      const target = parseInput(photoParams, request.params);
      return { data: await photos.removePhoto(staffActorOf(request), target) };
    },
  );

  app.get(
    `${SELLER_LISTINGS}/:listingId/inspection`,
    { ...allow('seller'), schema: { params: listingParams } },
    async (request) => {
      const { listingId } = parseInput(listingParams, request.params);
      const { user } = requireCaller(request);
      return {
        data: await inspections.forSeller(
          { groupId: user.activeGroupId, language: contentLanguage(request, user.language) },
          listingId,
        ),
      };
    },
  );

  // The photos: their names are random, so a url is known only to whom the API gave it.
  app.get(
    `${INSPECTION_MEDIA_PATH}/:inventoryId/:file`,
    { ...allow('public'), schema: { params: mediaParams } },
    async (request, reply) => {
      const { inventoryId, file } = parseInput(mediaParams, request.params);
      const stored = await photos.openPhoto(`inspections/${inventoryId}/${file}`);
      if (!stored) throw new AppError('not_found', 'There is no such photo.');
      return reply
        .header('content-type', stored.info.contentType)
        .header('content-length', String(stored.info.size))
        .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(stored.body);
    },
  );
}
