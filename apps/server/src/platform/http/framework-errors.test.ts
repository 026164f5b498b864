import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { handleFrameworkError } from './error-handler.ts';

// The router's own refusals (before any route runs) answer in the API's error shape, without echoing the path.
it('answers a path id past the router limit, or a broken path, in the API shape', async () => {
  const app = Fastify({ frameworkErrors: handleFrameworkError });
  app.get('/things/:id', async () => ({ ok: true }));
  const tooLong = await app.inject({ method: 'GET', url: `/things/${'a'.repeat(5000)}` });
  expect(tooLong.statusCode).toBe(414);
  expect(tooLong.json()).toEqual({ code: 'uri_too_long', message: 'A part of the address is too long' });
  const broken = await app.inject({ method: 'GET', url: '/things/%E0%A4%A' });
  expect(broken.statusCode).toBe(400);
  expect(broken.json()).toEqual({ code: 'bad_request', message: 'The address is not valid' });
  await app.close();
});
