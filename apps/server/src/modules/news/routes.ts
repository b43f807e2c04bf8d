// Routes of the news module: news/list and news/detail (public member calls) and the public image
// GET /api/vue/news/image/<id> (see images.ts for why news images are public).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEWS_IMAGE_PATH, newsDetail, newsList } from '@saham/contract/news';
import type { Services } from '../../http/context.ts';
import { registerMemberCall } from '../../http/register.ts';
import { readNewsImage } from './images.ts';
import { listNews, readNews } from './service.ts';

export function registerNewsRoutes(app: FastifyInstance, services: Services): void {
  registerMemberCall(app, services, newsList, listNews);
  registerMemberCall(app, services, newsDetail, readNews);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: `/api/vue/${NEWS_IMAGE_PATH}/:id`,
    schema: { tags: ['news'], params: z.object({ id: z.string().max(64) }) },
    handler: async (request, reply) => {
      const image = await readNewsImage(services, request.params.id);
      if (!image) return reply.code(404).send({ status: 0, msg: 'NOT_FOUND', params: {} });
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  });
}
