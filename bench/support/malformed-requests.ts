/**
 * Generators (fast-check) of requests the lead endpoints must refuse cleanly: the kinds
 * of input a broken client, a bot or an attacker sends. Each case names its category, so
 * a report can say what was tried and a failure what it was.
 */
import fc from "fast-check";
import type { LeadFormKind as LeadKind } from "../../contracts/lead-kinds.ts";
import { DEFAULT_BODY_LIMIT } from "../../server/http/request-body.ts";
import { endpoints, leadKinds, validFields } from "./submissions.ts";

export interface MalformedRequest {
  category: string;
  kind: LeadKind;
  /** Undefined sends no Content-Type header at all. */
  contentType: string | undefined;
  body: string | Uint8Array;
  idempotencyKey?: string;
}

export const path = (request: MalformedRequest) => endpoints[request.kind];

const json = "application/json";
const form = "application/x-www-form-urlencoded";

const fieldNames: Record<LeadKind, readonly string[]> = {
  contact: ["name", "email", "company", "phone", "message", "interests"],
  ebook: ["firstName", "lastName", "email", "company", "phone", "form_type"],
  quote: ["companyName", "contactPerson", "email", "industry", "services", "message"],
  demo: ["name", "email", "company", "phone", "message"],
  popup: ["email", "consent", "source"],
};

const kind = fc.constantFrom(...leadKinds);
/** A valid form of the kind, which the case then breaks in one way. */
const validBody = (of: LeadKind) => validFields(of, 0, "fuzz@example.com");
const fieldOf = (of: LeadKind) => fc.constantFrom(...fieldNames[of], "website");
/** Form fields only: the honeypot takes any value, and filled in it answers like a success. */
const formFieldOf = (of: LeadKind) => fc.constantFrom(...fieldNames[of]);

/** NUL, lone surrogates of both halves, and a reversed pair, placed somewhere in ordinary text. */
const unstorableText = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom("\u0000", "\ud800", "\udfff", "\udc00\ud83d", "a\u0000b"), fc.string({ maxLength: 20 }))
  .map(([before, bad, after]) => before + bad + after);

const wrongTypeValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Each field of a form given any JSON value, or a value of the wrong type. */
const wrongTypes = fc
  .tuple(kind, fc.boolean())
  .chain(([of, keepOthers]) =>
    fc
      .dictionary(fieldOf(of), fc.oneof(wrongTypeValue, fc.jsonValue({ maxDepth: 3 })), { minKeys: 1, maxKeys: 7 })
      .map((broken) => ({
        category: "wrong types",
        kind: of,
        contentType: json,
        body: JSON.stringify(keepOthers ? { ...validBody(of), ...broken, email: wrongEmail(broken) } : broken),
      })),
  );

/** Keeps a generated email if there was one, else breaks it: a body that stayed valid would test nothing. */
function wrongEmail(broken: Record<string, unknown>) {
  return "email" in broken ? broken.email : 12345;
}

const badCharacters = fc.tuple(kind, fc.boolean(), unstorableText).chain(([of, inKey, text]) =>
  fieldOf(of).map((field) => ({
    category: inKey ? "NUL or lone surrogate in a key and a value" : "NUL or lone surrogate in a value",
    kind: of,
    contentType: json,
    body: JSON.stringify({ ...validBody(of), [field]: text, ...(inKey ? { [text]: text } : {}) }),
  })),
);

/** Longer than any field allows (2 000 characters at most, after trimming), up to 2 MB, far over the body limit. */
const hugeStrings = fc
  .tuple(kind, fc.integer({ min: 2_100, max: 2 * 1024 * 1024 }), fc.constantFrom("a", "å", "😀", "a "))
  .chain(([of, length, unit]) =>
    formFieldOf(of).map((field) => {
      // zod counts characters (code points), not UTF-16 units: an emoji is one.
      const body = JSON.stringify({ ...validBody(of), [field]: unit.repeat(Math.ceil(length / [...unit].length)) });
      return {
        category: Buffer.byteLength(body) > DEFAULT_BODY_LIMIT ? "huge string over the body limit" : "long string",
        kind: of,
        contentType: json,
        body,
      };
    }),
  );

/** Arrays or objects nested up to 200 000 deep, as a whole body or as one field. */
const deepNesting = fc
  .tuple(kind, fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 2_000, max: 200_000 })), fc.boolean(), fc.boolean())
  .map(([of, depth, arrays, asField]) => {
    const nested = arrays ? `${"[".repeat(depth)}1${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const field = of === "popup" ? "consent" : fieldNames[of][0]!;
    return {
      category: "deep nesting",
      kind: of,
      contentType: json,
      body: asField ? JSON.stringify(validBody(of)).replace(/}$/, `,"${field}":${nested}}`) : nested,
    };
  });

/** Byte sequences that are not UTF-8, placed inside a JSON string or a form value. */
const invalidSequences = [[0xc3, 0x28], [0xed, 0xa0, 0x80], [0xff], [0xc0, 0xaf], [0xe2, 0x82], [0xf5, 0x80, 0x80, 0x80], [0x80]];
const invalidUtf8 = fc
  .tuple(kind, fc.constantFrom(...invalidSequences), fc.boolean(), fc.nat())
  .map(([of, bytes, asForm, at]) => {
    const text = asForm ? new URLSearchParams(validBody(of) as Record<string, string>).toString() : JSON.stringify(validBody(of));
    const cut = text.indexOf(asForm ? "=" : '":"', at % Math.max(1, text.length - 10)) + (asForm ? 1 : 3);
    const encoded = Buffer.from(text);
    return {
      category: "invalid UTF-8",
      kind: of,
      contentType: asForm ? form : json,
      body: Buffer.concat([encoded.subarray(0, cut), Buffer.from(bytes), encoded.subarray(cut)]),
    };
  });

const randomBytes = fc.tuple(kind, fc.uint8Array({ minLength: 1, maxLength: 4096 }), fc.constantFrom(json, form, undefined)).map(
  ([of, bytes, contentType]) => ({ category: "random bytes", kind: of, contentType, body: bytes }),
);

const otherContentTypes = [
  "text/plain",
  "text/plain; charset=utf-8",
  "application/xml",
  "multipart/form-data; boundary=----x",
  "application/jsonp",
  "application/json-patch+json",
  "application/x-www-form-urlencodedx",
  "",
  "*/*",
  "json",
];
const wrongContentType = fc
  .tuple(kind, fc.oneof(fc.constantFrom<string | undefined>(...otherContentTypes, undefined), fc.string({ unit: "binary-ascii", maxLength: 40 })))
  .map(([of, contentType]) => ({
    category: "wrong or missing content type",
    kind: of,
    // Control characters cannot travel in a header; such a value would fail in the client.
    contentType: contentType === undefined ? undefined : [...contentType].filter((char) => char >= " " && char !== "\u007f").join(""),
    body: JSON.stringify(validBody(of)),
  }))
  .filter(({ contentType }) => contentType?.split(";")[0]?.trim().toLowerCase() !== json && contentType?.split(";")[0]?.trim().toLowerCase() !== form);

const truncatedJson = fc.tuple(kind, fc.nat()).map(([of, at]) => {
  const text = JSON.stringify(validBody(of));
  return { category: "truncated JSON", kind: of, contentType: json, body: text.slice(0, at % text.length) };
});

/** Numbers JSON can write but no form field holds, written into the body as literals. */
const hugeNumbers = fc
  .tuple(kind, fc.constantFrom("1e400", "-1e400", "123456789012345678901234567890", "-0", "1e-400", "9007199254740993", "0.1e1"))
  .chain(([of, literal]) =>
    formFieldOf(of).map((field) => ({
      category: "huge numbers",
      kind: of,
      contentType: json,
      body: JSON.stringify({ ...validBody(of), [field]: "NUMBER" }).replace('"NUMBER"', literal),
    })),
  );

const arraysForObjects = fc.tuple(kind, fc.integer({ min: 0, max: 3 })).map(([of, variant]) => {
  const fields = validBody(of);
  const bodies = [
    [fields],
    Object.values(fields),
    // Every form has an email; the others are wrong wherever the form has them.
    { ...fields, email: [fields.email], interests: ["voiceAgent", "chatbot"], consent: [true] },
    [],
  ];
  return { category: "arrays where objects belong", kind: of, contentType: json, body: JSON.stringify(bodies[variant]) };
});

const scalarBodies = fc.tuple(kind, fc.oneof(fc.jsonValue({ maxDepth: 0 }), fc.constant(""))).map(([of, value]) => ({
  category: "a JSON value that is not an object",
  kind: of,
  contentType: json,
  body: value === "" ? "" : JSON.stringify(value),
}));

/** What a broken page or a bot posts as a plain form: stray escapes, repeats, odd names. */
const formGarbage = fc
  .tuple(
    kind,
    fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom("email", "consent", "interests.email", "services", "__proto__", "constructor", "website", "a[b]", ""), fc.string({ maxLength: 12 })),
        fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("%", "%zz", "%E4", "%00", "%ED%A0%80", "on", "+", "&&")),
      ),
      { maxLength: 12 },
    ),
  )
  .map(([of, pairs]) => ({
    category: "form-encoded garbage",
    kind: of,
    contentType: form,
    body: pairs.map(([name, value]) => `${encodeURIComponent(name)}=${/^%|^\+$|^&&$/.test(value) ? value : encodeURIComponent(value)}`).join("&"),
  }));

/** Keys that are not a UUID; lengths stay below Node's 16 KB header limit, which answers 431 before the app. */
const badIdempotencyKeys = fc
  .tuple(
    kind,
    fc.oneof(
      fc.string({ unit: "grapheme-ascii", minLength: 37, maxLength: 8_000 }),
      fc.uuid().map((uuid) => `${uuid}${uuid}`),
      fc.uuid().map((uuid) => `{${uuid}}`),
      fc.uuid().map((uuid) => uuid.replaceAll("-", "")),
      fc.constantFrom("", " ", "null", "00000000-0000-0000-0000-00000000000g"),
    ),
  )
  .map(([of, key]) => ({
    category: "overlong or malformed Idempotency-Key",
    kind: of,
    contentType: json,
    body: JSON.stringify(validBody(of)),
    idempotencyKey: key,
  }));

export const malformedRequest: fc.Arbitrary<MalformedRequest> = fc.oneof(
  wrongTypes,
  badCharacters,
  hugeStrings,
  deepNesting,
  invalidUtf8,
  randomBytes,
  wrongContentType,
  truncatedJson,
  hugeNumbers,
  arraysForObjects,
  scalarBodies,
  formGarbage,
  badIdempotencyKeys,
);

/** The case in a few lines, the body shortened, for a failure message. */
export function describeRequest(request: MalformedRequest): string {
  const bytes = typeof request.body === "string" ? Buffer.from(request.body, "utf8") : Buffer.from(request.body);
  let shown: string;
  try {
    shown = JSON.stringify(new TextDecoder("utf-8", { fatal: true }).decode(bytes).slice(0, 400));
  } catch {
    shown = `(not UTF-8, non-ASCII bytes as \\x) ${bytes.subarray(0, 400).toString("latin1").replace(/[^\x20-\x7e]/g, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, "0")}`)}`;
  }
  return [
    `category: ${request.category}`,
    `POST ${path(request)}`,
    `Content-Type: ${request.contentType ?? "(none)"}`,
    request.idempotencyKey !== undefined ? `Idempotency-Key: ${JSON.stringify(request.idempotencyKey.slice(0, 120))} (${request.idempotencyKey.length} characters)` : undefined,
    `body (${bytes.length} bytes, first 400 characters): ${shown}`,
  ]
    .filter(Boolean)
    .join("\n");
}
