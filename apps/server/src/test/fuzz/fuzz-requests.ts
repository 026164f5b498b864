import fc from 'fast-check';
import type { VaultPerson } from '../../modules/vault/vault-test-app.ts';
import type { FuzzOperation, FuzzTarget } from './fuzz-target.ts';
import { headerText, hostileJson, hostileString } from './hostile-values.ts';
import { hostileValue, validValue } from './json-schema-arbitrary.ts';

// Requests built for one operation: bad bodies (wrong types, control characters, deep nesting, invalid JSON,
// the wrong content type), bad path parameters (not ids, someone else's ids, %00, very long), bad query strings
// and headers (garbage Authorization, huge values, malformed Stripe-Signature), signed in or not. Any answer of
// 500 or above is a failure: something a person can send must get a 4xx.

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

export type FuzzFailure = { request: FuzzRequest; status: number; body: string };

/** Percent-encodes every byte but letters and digits, so any string (even half a surrogate pair) fits a URL. */
function encodeAll(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

function pathSegment(schema: FuzzOperation['parameters'][number]['schema'], othersIds: string[]) {
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema).map((value) => encodeAll(String(value))) },
    { weight: 3, arbitrary: fc.constantFrom(...othersIds) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'not-a-uuid',
        '%00',
        `${othersIds[0] ?? ''}%00`,
        '%2e%2e',
        '%ff%fe',
        'a'.repeat(5_000),
      ),
    },
    { weight: 2, arbitrary: hostileString.map(encodeAll) },
  );
}

const AUTH_QUERY_VALUES: Record<string, string[]> = {
  grant_type: ['password', 'refresh_token', 'pkce', 'id_token'],
  redirect_to: [
    'http://localhost:3000/dashboard',
    'https://evil.example/',
    '//evil.example',
    'javascript:alert(1)',
  ],
  scope: ['global', 'local', 'others'],
  type: ['signup', 'recovery', 'magiclink', 'email_change', 'sms', 'invite'],
  token: ['123456', 'pkce_abc'],
};

function queryString(operation: FuzzOperation): fc.Arbitrary<string> {
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pairs = [
    ...declared.map((parameter) =>
      fc.option(
        fc
          .oneof(validValue(parameter.schema).map(String), hostileString)
          .map((value) => [parameter.name, value]),
      ),
    ),
    ...Object.entries(AUTH_QUERY_VALUES).map(([name, values]) =>
      fc.option(fc.oneof(fc.constantFrom(...values), hostileString).map((value) => [name, value])),
    ),
    fc.option(fc.tuple(hostileString, hostileString)),
  ];
  return fc.tuple(...pairs).map((entries) => {
    const present = entries.filter((entry): entry is string[] => entry !== null);
    if (present.length === 0) return '';
    return `?${present.map(([name, value]) => `${encodeAll(name ?? '')}=${encodeAll(value ?? '')}`).join('&')}`;
  });
}

/** The protocol's field names, each with a plausible value or a hostile one. */
function authBody(): fc.Arbitrary<unknown> {
  const plausible = (...values: unknown[]) =>
    fc.oneof(fc.constantFrom(...values), hostileString, hostileJson);
  const fields = fc.record(
    {
      email: fc.oneof(fc.emailAddress(), hostileString, hostileJson),
      phone: plausible('+12025550123', '2025550123', '+1 (202) 555-0123'),
      password: plausible('violet tundra compass harbour', 'password'),
      current_password: plausible('violet tundra compass'),
      data: fc.oneof(
        fc.record(
          {
            full_name: hostileString,
            locale: plausible('en', 'ar', 'ur', 'de'),
            entry_method: plausible('visa_waiver', 'entered_without_inspection'),
            legal_consent_accepted: plausible(true, false),
            has_access: plausible(true),
          },
          { requiredKeys: [] },
        ),
        hostileJson,
      ),
      app_metadata: hostileJson,
      refresh_token: plausible('abc123'),
      token: plausible('123456'),
      token_hash: plausible('pkce_0123456789abcdef'),
      type: plausible('signup', 'recovery', 'sms', 'email', 'magiclink', 'email_change', 'phone_change'),
      nonce: plausible('123456'),
      create_user: plausible(true, false),
      channel: plausible('sms', 'whatsapp'),
      code_challenge: plausible('x'.repeat(43)),
      code_challenge_method: plausible('s256', 'plain'),
      gotrue_meta_security: plausible({ captcha_token: 'x' }),
    },
    { requiredKeys: [] },
  );
  return fc.oneof({ weight: 4, arbitrary: fields }, { weight: 1, arbitrary: hostileJson });
}

type Encoded = { payload?: string; contentType?: string };

function encodedBody(body: fc.Arbitrary<unknown>): fc.Arbitrary<Encoded> {
  const json = (contentType: string) =>
    body.map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType }));
  return fc.oneof(
    { weight: 8, arbitrary: json('application/json') },
    { weight: 1, arbitrary: json('application/json; charset=utf-16') },
    { weight: 1, arbitrary: json('text/plain') },
    { weight: 1, arbitrary: json('application/x-www-form-urlencoded') },
    {
      weight: 2,
      arbitrary: fc.constantFrom<Encoded>(
        {},
        { payload: '', contentType: 'application/json' },
        { payload: '{"a":', contentType: 'application/json' },
        { payload: 'null', contentType: 'application/json' },
        { payload: '"\\u0000"', contentType: 'application/json' },
        { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
        { payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, contentType: 'application/json' },
        { payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }), contentType: 'application/json' },
        { payload: '\u0000\u0001', contentType: 'application/octet-stream' },
        { payload: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
      ),
    },
  );
}

const stripeSignature = fc.oneof(
  headerText,
  fc
    .tuple(
      fc.oneof(fc.nat().map(String), headerText),
      fc.oneof(fc.stringMatching(/^[0-9a-f]{0,70}$/), headerText),
    )
    .map(([t, v1]) => `t=${t},v1=${v1}`),
  fc.constantFrom('t=1,v1=', 't=1,v1=,v1=', 't=,v1=', 'v1=', 't=1,t=2,v1=00', `t=1,v1=${'a'.repeat(8_000)}`),
);

function headers(person: VaultPerson): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        authorization: fc.oneof(
          { weight: 6, arbitrary: fc.constant(`Bearer ${person.token}`) },
          { weight: 2, arbitrary: headerText.map((value) => `Bearer ${value}`) },
          { weight: 1, arbitrary: headerText },
        ),
        'x-forwarded-for': fc.oneof(
          { weight: 5, arbitrary: fc.ipV4() },
          { weight: 1, arbitrary: headerText },
        ),
        'stripe-signature': stripeSignature,
        'accept-language': headerText,
        origin: fc.oneof(fc.constant('http://localhost:3000'), headerText),
        apikey: headerText,
        'user-agent': headerText,
        'x-supabase-api-version': fc.oneof(fc.constant('2024-01-01'), headerText),
      },
      { requiredKeys: ['x-forwarded-for'] },
    )
    .map((values) => ({ ...values }) as Record<string, string>);
}

export function fuzzRequest(operation: FuzzOperation, person: VaultPerson, othersIds: string[]) {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const segments = fc.tuple(
    ...names.map((name) =>
      pathSegment(operation.parameters.find((parameter) => parameter.name === name)?.schema, othersIds),
    ),
  );
  const body = operation.kind === 'auth' ? authBody() : hostileValue(operation.body);
  return fc
    .tuple(segments, queryString(operation), encodedBody(body), headers(person))
    .map(([values, query, encoded, headerValues]): FuzzRequest => {
      let path = operation.path;
      names.forEach((name, index) => {
        path = path.replace(`{${name}}`, values[index] ?? '');
      });
      return {
        method: operation.method,
        url: `${path}${query}`,
        headers: { ...headerValues, ...(encoded.contentType ? { 'content-type': encoded.contentType } : {}) },
        ...(encoded.payload === undefined ? {} : { payload: encoded.payload }),
      };
    });
}

let emailCounter = 0;

/** A body each /auth/v1 route would accept (a new address each time), so a bad field is what the route sees. */
function plausibleAuthBody(): Record<string, unknown> {
  emailCounter += 1;
  return {
    email: `fuzz.${Date.now().toString(36)}.${emailCounter}@example.org`,
    password: 'violet tundra compass harbour',
    data: { full_name: 'Ana María', locale: 'es' },
    refresh_token: 'abc123',
    token: '123456',
    type: 'signup',
  };
}

function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

function withLeaf(value: unknown, path: (string | number)[], replacement: string): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let container = copy;
  for (const key of path.slice(0, -1)) container = container[key] as Record<string | number, unknown>;
  container[path[path.length - 1] as string | number] = replacement;
  return copy;
}

const SWEEP_VALUES = ['Ana\u0000María', '\ud800'];
const BASE_ATTEMPTS = 25;

let addressCounter = 0;

function sweepRequest(
  operation: FuzzOperation,
  url: string,
  person: VaultPerson,
  body: unknown,
): FuzzRequest {
  addressCounter += 1;
  return {
    method: operation.method,
    url,
    headers: {
      authorization: `Bearer ${person.token}`,
      'x-forwarded-for': `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  };
}

/**
 * Not random: a body the route accepts (the first generated one the server does not answer 400), with each of
 * its strings in turn made to hold U+0000 or half a surrogate pair, signed in. Random requests reach a given
 * field only now and then; this reaches every field of every operation on every run.
 */
async function sweepRequests(
  target: FuzzTarget,
  operation: FuzzOperation,
  person: VaultPerson,
  seed: number,
): Promise<FuzzRequest[]> {
  let url = operation.path;
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'path')) {
    const [value] = fc.sample(validValue(parameter.schema), { numRuns: 1, seed });
    url = url.replace(`{${parameter.name}}`, encodeAll(String(value)));
  }
  url = url.replace(/\{[^}]+\}/g, 'x');
  if (operation.kind === 'auth') {
    return stringLeaves(plausibleAuthBody()).flatMap((leaf) =>
      SWEEP_VALUES.map((value) =>
        sweepRequest(operation, url, person, withLeaf(plausibleAuthBody(), leaf, value)),
      ),
    );
  }
  if (!operation.body) return [];
  const candidates = fc.sample(validValue(operation.body), { numRuns: BASE_ATTEMPTS, seed });
  let base = candidates[0];
  for (const candidate of candidates) {
    const answer = await send(target, sweepRequest(operation, url, person, candidate));
    if (answer.statusCode !== 400) {
      base = candidate;
      break;
    }
  }
  return stringLeaves(base).flatMap((leaf) =>
    SWEEP_VALUES.map((value) => sweepRequest(operation, url, person, withLeaf(base, leaf, value))),
  );
}

function send(target: FuzzTarget, request: FuzzRequest) {
  return target.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** The request as a short, readable line for a failure message (long values cut). */
export function describeRequest(request: FuzzRequest): string {
  const cut = (value: string) =>
    value.length > 200 ? `${value.slice(0, 200)}… (${value.length} chars)` : value;
  return JSON.stringify({
    method: request.method,
    url: cut(request.url),
    headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, cut(value)])),
    payload: request.payload === undefined ? undefined : cut(request.payload),
  });
}

/** Sends `numRuns` generated requests to one operation, as a fresh person; returns the answers of 500 and above. */
export async function fuzzOperation(
  target: FuzzTarget,
  operation: FuzzOperation,
  options: { numRuns: number; seed: number },
): Promise<{ sent: number; failures: FuzzFailure[] }> {
  const person = await target.newPerson();
  const requests = [
    ...(await sweepRequests(target, operation, person, options.seed)),
    ...fc.sample(fuzzRequest(operation, person, target.othersIds), {
      numRuns: options.numRuns,
      seed: options.seed,
    }),
  ];
  const failures: FuzzFailure[] = [];
  for (const request of requests) {
    const response = await send(target, request);
    if (response.statusCode >= 500) {
      failures.push({ request, status: response.statusCode, body: response.body.slice(0, 500) });
    }
  }
  return { sent: requests.length, failures };
}
