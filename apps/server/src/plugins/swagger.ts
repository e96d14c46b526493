import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { publicRoutes } from './auth.ts';

/** OpenAPI generated from the shared zod schemas; the UI at /api/docs, the JSON at /api/docs/json. */
export async function registerSwagger(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pariksha API', version: '1.0.0', description: 'Exam preparation and institute management' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The documentation is public; swagger-ui's routes cannot carry a config of their own.
  await app.register(async (docs) => {
    publicRoutes(docs);
    await docs.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  });
}
