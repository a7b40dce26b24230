import { isIP } from "node:net";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * Why a password is refused. Each maps to one of GoTrue's weak_password reasons, which is
 * all the answer names, so supabase-js and the pages read it as they read GoTrue's; the
 * command line says the exact reason in Swedish.
 */
export type PasswordRefusal = "length" | "blank" | "line-break" | "common" | "context";

/** SPEC §4: a new password has at least 8 characters (GoTrue's own floor is 6). */
export const minPasswordLength = 8;
/** Long enough for any passphrase; longer input is refused before it reaches the hash. */
export const maxPasswordLength = 256;

/**
 * The passwords tried first in every guessing attack: zxcvbn's list of the most common
 * ones (from leaked password sets, kept up to date by the zxcvbn-ts project), lower-case.
 */
const commonPasswords = new Set(dictionary["passwords-common"]);

/** Whether a password is on the list of common ones, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Words a Swedish guesser pairs with digits and a year ("Sommar2024", "Välkommen1!"),
 * folded as `fold` does: seasons and holidays, months and days, greetings, the word for
 * password, the country and its largest cities. The English list above has few of them.
 */
const guessableWords = [
  "sommar", "sommaren", "sommarlov", "midsommar", "vinter", "vintern", "host", "hosten", "var", "varen",
  "jul", "julafton", "pask", "nyar", "semester",
  "januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december",
  "mandag", "tisdag", "onsdag", "torsdag", "fredag", "lordag", "sondag",
  "losenord", "losen", "password", "passord", "passwort", "valkommen", "welcome", "hejsan", "hej", "hemlig", "hemligt",
  "admin", "qwerty", "asdf", "test", "sverige", "svenska", "stockholm", "goteborg", "malmo", "uppsala",
].sort((a, b) => b.length - a.length);

/** Letters a password must keep beside guessable words, digits and symbols. */
const minOwnLetters = 4;
/** Shorter names (a two-letter brand) would refuse too many good passwords. */
const minContextWordLength = 4;

/** Lower-case letters and digits only, without accents: "Sommar-2024!" and "sommar2024" are one guess. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** What a password must not contain: what a guesser knows of the site and the account (ASVS V6.2.11). */
export interface PasswordContext {
  /** BRAND_NAME. */
  brandName?: string;
  /** SITE_URL: its host, and the host's name without www. and the top-level domain. */
  siteUrl?: string;
  /** The account's address: its local part, when it has four characters or more. */
  email?: string;
}

function contextWords({ brandName, siteUrl, email }: PasswordContext): string[] {
  const words: string[] = [];
  if (brandName) words.push(brandName);
  if (siteUrl) {
    const host = new URL(siteUrl).hostname.replace(/^www\./, "");
    if (!isIP(host.replace(/^\[|\]$/g, ""))) {
      const labels = host.split(".");
      words.push(host, ...(labels.length > 1 ? labels.slice(0, -1) : labels));
    }
  }
  if (email) words.push(email.includes("@") ? email.slice(0, email.lastIndexOf("@")) : email);
  return words.map(fold).filter((word) => word.length >= minContextWordLength);
}

/** Whether a password is a guessable word dressed up with digits, symbols, seasons and years. */
function isGuessableWordWithDigits(folded: string): boolean {
  let rest = folded;
  for (const word of guessableWords) rest = rest.replaceAll(word, " ");
  if (rest === folded) return false;
  return rest.replace(/[^a-z]/g, "").length < minOwnLetters;
}

/**
 * Why a new password is refused, or undefined when it is acceptable: under 8
 * characters, nothing but whitespace, a line break (nobody can type it at a prompt or in
 * a form), one of the most common passwords, or guessable from its context: the brand,
 * the site's host, the address's local part, or a common word with digits and years.
 */
export function passwordRefusal(password: string, context: PasswordContext = {}): PasswordRefusal | undefined {
  if ([...password].length < minPasswordLength) return "length";
  if (password.trim() === "") return "blank";
  if (/[\r\n]/.test(password)) return "line-break";
  if (isCommonPassword(password)) return "common";
  const folded = fold(password);
  if (contextWords(context).some((word) => folded.includes(word))) return "context";
  if (isGuessableWordWithDigits(folded)) return "context";
  return undefined;
}
