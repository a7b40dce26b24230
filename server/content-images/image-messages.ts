import type { ContentfulStatusCode } from "hono/utils/http-status";

/** What the content images' endpoints answer when they refuse, in Swedish for the editor. */
export const imageMessages = {
  signedOut: "Logga in igen för att fortsätta.",
  notStaff: "Sidan är till för personalen.",
  noFile: "Välj en bild att ladda upp.",
  notAnImage: "Filen gick inte att läsa som en bild. Välj en JPEG-, PNG-, WebP- eller AVIF-bild.",
  unsupportedType: "Bilden måste vara i formatet JPEG, PNG, WebP eller AVIF.",
  tooLarge: "Bilden är större än 10 MB. Välj en mindre bild.",
  tooManyPixels: "Bilden är större än 50 megapixel. Välj en mindre bild.",
  notMultipart: "Skicka bilden som ett formulär med fälten file och alt.",
  notFound: "Bilden finns inte längre.",
} as const;

/** A refusal the routes answer in the API's error shape; `field` names the form field it is about. */
export class ContentImageError extends Error {
  readonly status: ContentfulStatusCode;
  readonly field: string | undefined;

  constructor(status: ContentfulStatusCode, message: string, field?: string) {
    super(message);
    this.name = "ContentImageError";
    this.status = status;
    this.field = field;
  }
}
