import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

/**
 * Everything comes from our own origin: no inline scripts, no other hosts. `data:` and `blob:` images are
 * for icons and decrypted vault previews; `blob:` frames show a decrypted PDF in the page; `blob:` workers for
 * the crypto worker. `'wasm-unsafe-eval'` lets our own bundled WebAssembly (Argon2id, hash-wasm) compile; it
 * does not allow eval of JavaScript.
 */
export function contentSecurityPolicyDirectives(production: boolean): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Outside production the app is served over plain http on localhost, where the upgrade would break it.
  if (production) directives['upgrade-insecure-requests'] = [];
  return directives;
}

// Location for Help Me Now and the camera for scanning documents; every other powerful feature is off.
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

export async function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(options.production),
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    strictTransportSecurity: options.production ? { maxAge: 63_072_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
