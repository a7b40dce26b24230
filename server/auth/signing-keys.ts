import { asc } from "drizzle-orm";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import type { Db } from "../db/database.ts";
import { authSigningKeys } from "../db/schema.ts";
import type { SigningJwk } from "./config.ts";

/** supabase-js verifies ES256 (and RS256) tokens itself with the published key; HS256 it cannot. */
export const signingAlgorithm = "ES256";

interface KeyPair {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

export interface SigningKeys {
  /** The key new access tokens are signed with. */
  current(): Promise<KeyPair>;
  /** The public key of a kid; undefined when no instance ever made it. */
  publicKey(kid: string): Promise<CryptoKey | undefined>;
  /** The JWKS document: every public key a token may name. */
  jwks(): Promise<{ keys: JWK[] }>;
}

/** The public half of a private JWK: everything but the private scalar d. */
function publicPart(privateJwk: JWK): JWK {
  return Object.fromEntries(Object.entries(privateJwk).filter(([name]) => name !== "d"));
}

async function keyPairFrom(kid: string, privateJwk: JWK): Promise<KeyPair> {
  const publicJwk = publicPart(privateJwk);
  const publicDocument: JWK = { ...publicJwk, kid, alg: signingAlgorithm, use: "sig", key_ops: ["verify"] };
  const privateKey = (await importJWK({ ...privateJwk, key_ops: ["sign"] }, signingAlgorithm)) as CryptoKey;
  const publicKey = (await importJWK({ ...publicJwk, key_ops: ["verify"] }, signingAlgorithm)) as CryptoKey;
  return { kid, privateKey, publicKey, publicJwk: publicDocument };
}

/** A configured key (AUTH_SIGNING_KEY): the same on every instance, never in the database. */
export async function configuredSigningKeys(jwk: SigningJwk): Promise<SigningKeys> {
  const { kid: givenKid, ...material } = jwk;
  const kid = givenKid ?? (await calculateJwkThumbprint(material));
  const pair = await keyPairFrom(kid, material);
  return {
    current: async () => pair,
    publicKey: async (wanted) => (wanted === kid ? pair.publicKey : undefined),
    jwks: async () => ({ keys: [pair.publicJwk] }),
  };
}

/**
 * Keys kept in the database: the first instance to need one makes it, and every instance
 * signs with the oldest row, so two that started at once agree as soon as both have read
 * the table. Keys are cached; an unknown kid (made by another instance) rereads the table.
 */
export function databaseSigningKeys(db: Db): SigningKeys {
  let loaded: Promise<KeyPair[]> | undefined;

  async function readKeys(): Promise<KeyPair[]> {
    const rows = await db.select().from(authSigningKeys).orderBy(asc(authSigningKeys.createdAt), asc(authSigningKeys.kid));
    return Promise.all(rows.map((row) => keyPairFrom(row.kid, row.privateJwk as JWK)));
  }

  async function createKey(): Promise<void> {
    const { privateKey } = await generateKeyPair(signingAlgorithm, { extractable: true });
    const privateJwk = await exportJWK(privateKey);
    const publicJwk = publicPart(privateJwk);
    const kid = await calculateJwkThumbprint(publicJwk);
    await db.insert(authSigningKeys).values({ kid, privateJwk, publicJwk }).onConflictDoNothing();
  }

  function keys(): Promise<KeyPair[]> {
    loaded ??= (async () => {
      let found = await readKeys();
      if (found.length === 0) {
        await createKey();
        found = await readKeys();
      }
      return found;
    })().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  }

  return {
    async current() {
      const [oldest] = await keys();
      if (!oldest) throw new Error("No signing key could be stored");
      return oldest;
    },
    async publicKey(kid) {
      let found = (await keys()).find((pair) => pair.kid === kid);
      if (!found) {
        loaded = undefined;
        found = (await keys()).find((pair) => pair.kid === kid);
      }
      return found?.publicKey;
    },
    async jwks() {
      return { keys: (await keys()).map((pair) => pair.publicJwk) };
    },
  };
}
