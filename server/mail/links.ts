/** The web links in a mail's text, in order, each once; a sentence's closing punctuation is left out. */
export function linksIn(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ""));
  return [...new Set(links)];
}
