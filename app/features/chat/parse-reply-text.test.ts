import { describe, expect, it } from "vitest";
import { parseReplyText, safeHref } from "./parse-reply-text.ts";

describe("parseReplyText", () => {
  it("keeps a reply without links as one piece of text", () => {
    expect(parseReplyText("Röstassistenten svarar dygnet runt.")).toEqual([{ kind: "text", text: "Röstassistenten svarar dygnet runt." }]);
  });

  it("turns a Markdown link to a page of the site into a page link", () => {
    expect(parseReplyText("Se [våra priser](/tjanster-paket) för detaljer.")).toEqual([
      { kind: "text", text: "Se " },
      { kind: "link", text: "våra priser", href: "/tjanster-paket", target: "page" },
      { kind: "text", text: " för detaljer." },
    ]);
  });

  it("links bare HTTPS addresses and leaves the full stop after them as text", () => {
    expect(parseReplyText("Boka här: https://boka.example.com/gratis-ai-analys.")).toEqual([
      { kind: "text", text: "Boka här: " },
      { kind: "link", text: "https://boka.example.com/gratis-ai-analys", href: "https://boka.example.com/gratis-ai-analys", target: "web" },
      { kind: "text", text: "." },
    ]);
  });

  it("turns a bare email address into a mailto link", () => {
    expect(parseReplyText("Mejla kontakt@example.com, så svarar vi.")).toEqual([
      { kind: "text", text: "Mejla " },
      { kind: "link", text: "kontakt@example.com", href: "mailto:kontakt@example.com", target: "app" },
      { kind: "text", text: ", så svarar vi." },
    ]);
  });

  it("keeps phone links from Markdown", () => {
    expect(parseReplyText("[Ring oss](tel:+46846500420)")).toEqual([
      { kind: "link", text: "Ring oss", href: "tel:+46846500420", target: "app" },
    ]);
  });

  it("shows only the label of a link whose target is not safe", () => {
    for (const target of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<script>alert(1)</script>", "//evil.example.com", "/\\evil.example.com", "http://example.com", "vbscript:msgbox"]) {
      expect(parseReplyText(`Klicka [här](${target}) nu`), target).toEqual([{ kind: "text", text: "Klicka här nu" }]);
    }
  });

  it("leaves HTML in a reply as the text it is", () => {
    const html = '<img src=x onerror="alert(1)"> <a href="javascript:alert(1)">länk</a>';
    expect(parseReplyText(html)).toEqual([{ kind: "text", text: html }]);
  });

  it("does not link bare http or javascript addresses", () => {
    expect(parseReplyText("Se http://example.com och javascript:alert(1)")).toEqual([
      { kind: "text", text: "Se http://example.com och javascript:alert(1)" },
    ]);
  });

  it("finds several links in one reply, in order", () => {
    const segments = parseReplyText("Läs [om säkerhet](/security) eller mejla kontakt@example.com.");
    expect(segments.filter((segment) => segment.kind === "link").map((segment) => segment.href)).toEqual([
      "/security",
      "mailto:kontakt@example.com",
    ]);
    expect(segments.map((segment) => segment.text).join("")).toBe("Läs om säkerhet eller mejla kontakt@example.com.");
  });
});

describe("safeHref", () => {
  it("accepts paths of the site, HTTPS, mailto and tel", () => {
    expect(safeHref("/contact")).toEqual({ href: "/contact", target: "page" });
    expect(safeHref("/services/chatbot#priser")).toEqual({ href: "/services/chatbot#priser", target: "page" });
    expect(safeHref("https://example.com/a")).toEqual({ href: "https://example.com/a", target: "web" });
    expect(safeHref("mailto:kontakt@example.com")?.target).toBe("app");
    expect(safeHref("tel:+46846500420")?.target).toBe("app");
  });

  it("refuses paths that a browser would read as another host", () => {
    expect(safeHref("//evil.example.com")).toBeUndefined();
    expect(safeHref("/\\evil.example.com")).toBeUndefined();
    expect(safeHref("/\t/evil.example.com")).toBeUndefined();
    expect(safeHref("/%0a/evil")).toEqual({ href: "/%0a/evil", target: "page" });
  });

  it("refuses every other scheme", () => {
    for (const href of ["javascript:alert(1)", " javascript:alert(1)", "data:text/html,x", "file:///etc/passwd", "ftp://example.com", "http://example.com"]) {
      expect(safeHref(href), href).toBeUndefined();
    }
  });
});
