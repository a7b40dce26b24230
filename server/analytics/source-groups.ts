import { directSource } from "../../contracts/analytics.ts";

/*
 * One name per channel, for a lead's source and the dashboard's sources alike: a campaign's
 * utm_source ("linkedin", "google") and a referring domain ("google.se", "lnkd.in") of the
 * same channel are one row. Pure: the lead's attribution, the summary and the command line
 * all group through `sourceGroup`.
 */

/** A channel's name and the lower-case sources it gathers: a name alone, or a domain under it (google.se, google.co.uk). */
const channels: readonly { name: string; matches: (source: string) => boolean }[] = [
  { name: "Google", matches: (source) => /^google(\.|$)/.test(source) },
  { name: "Bing", matches: (source) => /^bing(\.|$)/.test(source) },
  { name: "LinkedIn", matches: (source) => /^linkedin(\.|$)/.test(source) || source === "lnkd.in" },
  { name: "Facebook", matches: (source) => /^(facebook|fb)(\.|$)/.test(source) },
  { name: "ChatGPT", matches: (source) => /^chatgpt(\.|$)/.test(source) || /^(chat\.)?openai\.com$/.test(source) },
];

/** Subdomains that say nothing of the channel: www.google.com, m.facebook.com, l.facebook.com. */
const plainSubdomain = /^(www|m|l|lm)\./;

/**
 * The channel a source belongs to ("www.google.se" and "google" are "Google"), or the
 * source itself, lower-cased, when it is no known channel ("nyhetsbrev", "example.com").
 * A name that starts with a capital is already one of ours ("Google", "Direkt", "Övrigt")
 * and comes back as it is: stored sources are lower-case.
 */
export function sourceGroup(source: string): string {
  const name = source.trim().toLowerCase().replace(plainSubdomain, "");
  const channel = channels.find((candidate) => candidate.matches(name));
  if (channel) return channel.name;
  return /^\p{Lu}/u.test(source) ? source : name;
}

/** A visit's source: its utm_source when tagged, else the referring site's domain, else "Direkt". */
export function visitSource(visit: { utmSource: string | null; referrer: string | null }): string {
  const tagged = visit.utmSource ?? visit.referrer;
  return tagged === null ? directSource : sourceGroup(tagged);
}
