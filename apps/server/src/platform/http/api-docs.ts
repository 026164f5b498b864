import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_PREFIX = '/api/v1';
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document of /api/v1, generated from the zod schemas on the routes. Register it before the
 * routes: @fastify/swagger collects them as they are added.
 */
export async function registerApiDocs(app: FastifyInstance, options: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Amparo API',
        description: 'The HTTP API of the Amparo web app. Every error has the shape `{ code, message }`.',
        version: '1',
      },
      servers: [{ url: options.publicUrl }],
    },
    transform: (input) => {
      // Health checks, the web app and the docs themselves are not part of the API.
      if (!input.url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true }, url: input.url };
      return jsonSchemaTransform(input);
    },
  });

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { validatorUrl: null, deepLinking: false },
    // Swagger UI sets inline styles at run time; scripts stay 'self' only and no other host is allowed.
    transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
}
