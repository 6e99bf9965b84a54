import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { resolvePaint } from './car-art/palette';
import { renderCarSvg } from './car-art/render-car-svg';
import {
  artParamsSchema,
  bannerArtQuerySchema,
  carMediaParamsSchema,
  carMediaQuerySchema,
  closeupQuerySchema,
  logoArtQuerySchema,
} from './media.schemas';
import { CAR_MEDIA_PATH } from './photos';
import { ART_PATH, renderBannerSvg, renderCloseupSvg, renderLogoSvg } from './showcase-art';
import { allow } from '../../access/access';

const ONE_DAY_SECONDS = 86_400;

/**
 * Serves the demo cars' photos as SVG drawn from the query, so a fresh install has pictures
 * without shipping image files or reaching the network.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    `${CAR_MEDIA_PATH}/:file`,
    {
      ...allow('public'),
      schema: { params: carMediaParamsSchema, querystring: carMediaQuerySchema },
    },
    async (request, reply) => {
      const params = carMediaParamsSchema.safeParse(request.params);
      const query = carMediaQuerySchema.safeParse(request.query);
      if (!params.success || !query.success) {
        return sendInvalid(reply, [params.error, query.error]);
      }
      const { make, model, year, color, view, body, lang } = query.data;
      const svg = renderCarSvg({
        inventoryId: params.data.file,
        make,
        model,
        year,
        colorName: color,
        paint: resolvePaint(color) ?? '#b9bec4',
        body,
        view,
        language: lang,
      });
      return sendSvg(reply, svg);
    },
  );

  app.get(
    `${ART_PATH}/banners/:file`,
    { ...allow('public'), schema: { params: artParamsSchema, querystring: bannerArtQuerySchema } },
    async (request, reply) => {
      const params = artParamsSchema.safeParse(request.params);
      const query = bannerArtQuerySchema.safeParse(request.query);
      if (!params.success || !query.success) return sendInvalid(reply, [params.error, query.error]);
      return sendSvg(reply, renderBannerSvg(query.data));
    },
  );

  app.get(
    `${ART_PATH}/logos/:file`,
    { ...allow('public'), schema: { params: artParamsSchema, querystring: logoArtQuerySchema } },
    async (request, reply) => {
      const params = artParamsSchema.safeParse(request.params);
      const query = logoArtQuerySchema.safeParse(request.query);
      if (!params.success || !query.success) return sendInvalid(reply, [params.error, query.error]);
      return sendSvg(reply, renderLogoSvg(query.data));
    },
  );

  app.get(
    `${ART_PATH}/closeups/:file`,
    { ...allow('public'), schema: { params: artParamsSchema, querystring: closeupQuerySchema } },
    async (request, reply) => {
      const params = artParamsSchema.safeParse(request.params);
      const query = closeupQuerySchema.safeParse(request.query);
      if (!params.success || !query.success) return sendInvalid(reply, [params.error, query.error]);
      const { kind, color, mileage, lang } = query.data;
      return sendSvg(
        reply,
        renderCloseupSvg({
          kind,
          paint: resolvePaint(color) ?? '#b9bec4',
          mileageKm: mileage,
          seed: params.data.file,
          language: lang,
        }),
      );
    },
  );
}

function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
      .header('x-content-type-options', 'nosniff')
      // Opened directly, an SVG is a document; it needs nothing beyond its own inline markup.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg)
  );
}

function sendInvalid(reply: FastifyReply, failures: readonly (z.ZodError | undefined)[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of failures.flatMap((f) => f?.issues ?? [])) {
    const field = issue.path.join('.') || 'request';
    (errors[field] ??= []).push(issue.message);
  }
  const first = Object.values(errors)[0]?.[0] ?? 'The photo request is invalid.';
  return reply
    .code(422)
    .header('cache-control', 'no-store')
    .send({ message: first, code: 'validation_failed', errors });
}
