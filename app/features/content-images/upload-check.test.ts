import { describe, expect, it } from "vitest";
import { checkUpload, kilobytes } from "./upload-check.ts";

describe("an upload's check before it is sent", () => {
  it("asks for a file and an alt text, each in its own field", () => {
    expect(checkUpload(null, "  ")).toEqual({ file: "Välj en bild att ladda upp.", alt: "Skriv en alternativtext som beskriver bilden." });
    expect(checkUpload({ size: 0 }, "Kontoret")).toEqual({ file: "Välj en bild att ladda upp." });
  });

  it("refuses a file over 10 MB and an alt text over 200 characters", () => {
    expect(checkUpload({ size: 10_485_761 }, "a".repeat(201))).toEqual({
      file: "Bilden är större än 10\u00a0MB. Välj en mindre bild.",
      alt: "Alternativtexten får vara högst 200 tecken.",
    });
    expect(checkUpload({ size: 10_485_760 }, ` ${"a".repeat(200)} `)).toEqual({});
  });

  it("writes a size in kilobytes with a decimal comma", () => {
    expect(kilobytes(48_213)).toBe("47,1");
  });
});
