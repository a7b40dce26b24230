/*
 * Texts of /dashboard/content/images, where staff upload the images the site's content
 * shows (case studies, industries, services), each with its alt text.
 */

const NBSP = "\u00a0";

export const contentImagesTexts = {
  meta: {
    title: "Bilder",
    description: "Ladda upp bilder till webbplatsens innehåll, med alternativtext.",
  },
  heading: "Bilder",
  intro:
    "Bilderna som kundcase, branscher och tjänster kan visa. Varje bild sparas i flera storlekar i formaten AVIF och WebP, så att sidorna laddar snabbt på alla skärmar. Kopiera en bilds adress och klistra in den i innehållets bildfält.",
  loading: "Hämtar bilderna...",
  upload: {
    heading: "Ladda upp en bild",
    file: "Bild",
    fileHint: `JPEG, PNG, WebP eller AVIF, högst 10${NBSP}MB. En bred bild blir som störst 1${NBSP}440 pixlar bred.`,
    alt: "Alternativtext",
    altHint: "Beskriv vad bilden visar för den som inte ser den, till exempel ”Två kundtjänstmedarbetare vid en skärm med chattfönster”. Högst 200 tecken.",
    submit: "Ladda upp",
    working: "Laddar upp och skapar storlekarna...",
    done: "Bilden är uppladdad.",
    failed: "Bilden kunde inte laddas upp. Försök igen.",
    noFile: "Välj en bild att ladda upp.",
    noAlt: "Skriv en alternativtext som beskriver bilden.",
    altTooLong: "Alternativtexten får vara högst 200 tecken.",
    fileTooLarge: `Bilden är större än 10${NBSP}MB. Välj en mindre bild.`,
  },
  list: {
    heading: "Uppladdade bilder",
    empty: "Inga bilder är uppladdade än.",
    size: (width: number, height: number) => `${width}${NBSP}×${NBSP}${height} pixlar`,
    fileSize: (kilobytes: string) => `WebP ${kilobytes}${NBSP}kB`,
    uploadedBy: (who: string) => `Uppladdad av ${who},`,
    address: "Adress",
    copy: "Kopiera adress",
    copied: "Adressen är kopierad. Klistra in den i innehållets bildfält.",
    copyFailed: "Adressen kunde inte kopieras. Markera den i fältet och kopiera den själv.",
    editAlt: "Ändra alternativtext",
    saveAlt: "Spara",
    cancel: "Avbryt",
    altSaved: "Alternativtexten är sparad.",
    altFailed: "Alternativtexten kunde inte sparas. Försök igen.",
    remove: "Ta bort",
    removeLabel: (alt: string) => `Ta bort bilden ”${alt}”`,
    // The visible text first, word for word, so a voice command finds the button.
    copyLabel: (alt: string) => `Kopiera adress till bilden ”${alt}”`,
    editLabel: (alt: string) => `Ändra alternativtext för bilden ”${alt}”`,
    removeConfirm: "Vill ni ta bort bilden? Det går inte att ångra.",
    removed: "Bilden är borttagen.",
    removeFailed: "Bilden kunde inte tas bort. Försök igen.",
  },
} as const;
