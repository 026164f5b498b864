import fc from 'fast-check';

// Values a person (or a script) can send that a schema may not expect: control characters, half a surrogate
// pair, right-to-left marks, emoji, very long text, wrong types, deep nesting. Shared by the fuzz test and
// `npm run fuzz`.

/** Strings chosen by hand: each once caused, or could cause, a 500 somewhere. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'Ana\u0000María',
  '%00',
  '\u0007\u001b[31m',
  '\u0085\u009f',
  '\ud800',
  'x\udfff',
  '\ufffe\uffff',
  '\u202e\u200f مرحبا',
  '👩🏽‍⚕️😀',
  '\r\n\t',
  "'; drop table profiles; --",
  '../../etc/passwd',
  '\u0024{jndi:ldap://x}',
  '{{constructor}}',
  '__proto__',
  'NaN',
  '-0',
  '1e309',
  'a'.repeat(100_000),
];

/** Any UTF-16 code unit, so lone surrogates and every control character come up. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** What PostgreSQL or a parser chokes on, U+0000 most of all: it cannot be stored in text or jsonb. */
export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u0085',
  '\ud800',
  '\udfff',
  '\uffff',
  '\t',
  '\n',
];

/** Ordinary text with one control character inside: what a paste from another program can bring. */
const textWithControl = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 8 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: textWithControl },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

function nested(depth: number, leaf: unknown, asObject: boolean): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = asObject ? { a: value } : [value];
  return value;
}

/**
 * A JSON value of the wrong shape for any schema: wrong types, arrays for objects, deep nesting (up to what
 * JSON.stringify can write; the fuzzer sends a far deeper body as raw text).
 */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, -1e308, [], {}),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(hostileString, fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
  fc
    .tuple(fc.constantFrom(50, 1_000, 2_500), hostileString, fc.boolean())
    .map(([depth, leaf, asObject]) => nested(depth, leaf, asObject)),
);

/** A header value that can travel over HTTP/1.1 (printable ASCII), including long ones. */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    '%00',
    'a'.repeat(8_000),
    'Bearer',
    'Bearer ',
    'Bearer a.b.c',
    'Basic Zm9vOmJhcg==',
  ),
);
