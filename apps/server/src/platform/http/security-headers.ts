import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

/**
 * helmet's headers for these options, worked out once. None of ours depends on the request, and the fastify
 * plugin built the whole helmet middleware again (parsing and checking every CSP directive) on every request:
 * a measurable share of a signed-in read (docs/decisions/015-cheap-signed-in-request.md).
 */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet's middleware is synchronous today; if a version ever is not, fail at start rather than send nothing.
  if (!finished) throw new Error('helmet did not finish synchronously; the security headers are unknown');
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  const headers = {
    ...staticSecurityHeaders({
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
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
