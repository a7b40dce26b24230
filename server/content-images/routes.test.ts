import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentImage, type ContentImageList, contentImagePaths } from "../../contracts/content-images.ts";
import { testEngines } from "../../tests/support/databases.ts";
import { insertRevision, saveDraft } from "../content/content-store.ts";
import { unknownImageAddresses } from "../content/image-addresses.ts";
import { type AuthTestServer, startAuthServer } from "../testing/auth-test-server.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { type SignedInUser, signedInUser } from "../testing/signed-in-users.ts";

/** A picture sharp draws: a gradient of its own size, as PNG unless told. */
function picture(width: number, height: number, format: "png" | "jpeg" | "gif" = "png") {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).composite([
    { input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f5a623"/></svg>`) },
  ]);
  return image[format]().toBuffer();
}

function uploadForm(file: Buffer | undefined, alt: string | undefined, name = "bild.png") {
  const form = new FormData();
  if (file) form.set("file", new Blob([new Uint8Array(file)]), name);
  if (alt !== undefined) form.set("alt", alt);
  return form;
}

describe.each(testEngines())("content images on $name", (engine) => {
  let server: AuthTestServer;
  let site: TestApp;
  let staff: SignedInUser;
  let customer: SignedInUser;
  let uploaded: ContentImage;

  beforeAll(async () => {
    server = await startAuthServer(await engine.shared());
    site = await createTestApp({ data: server.data });
    [staff, customer] = await Promise.all([signedInUser(server, "staff"), signedInUser(server, "customer")]);
    const response = await upload(uploadForm(await picture(2000, 1000), "  Kundtjänstteamet på Holms Städ  "));
    expect(response.status).toBe(201);
    uploaded = (await response.json()) as ContentImage;
  }, 120_000);
  afterAll(async () => {
    await site.close();
    await server.close();
  });

  function upload(form: FormData, token = staff.accessToken) {
    return site.request(contentImagePaths.list, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  }
  function call(path: string, { method = "GET", token = staff.accessToken, body }: { method?: string; token?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    return site.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  it("resizes an upload to AVIF and WebP at 480, 960 and 1440 pixels, each really of its format and size", async () => {
    expect(uploaded).toMatchObject({ alt: "Kundtjänstteamet på Holms Städ", width: 1440, height: 720, createdBy: staff.email });
    expect(uploaded.url).toBe(`/media/${uploaded.id}-1440x720.webp`);
    expect(uploaded.sources.map(({ format, width, height }) => `${format} ${width}x${height}`)).toEqual([
      "avif 480x240",
      "avif 960x480",
      "avif 1440x720",
      "webp 480x240",
      "webp 960x480",
      "webp 1440x720",
    ]);
    for (const source of uploaded.sources) {
      const response = await site.request(source.url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(`image/${source.format}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.byteLength).toBe(source.bytes);
      const metadata = await sharp(bytes).metadata();
      expect(source.format === "avif" ? [metadata.format, metadata.compression] : [metadata.format]).toEqual(source.format === "avif" ? ["heif", "av1"] : ["webp"]);
      expect([metadata.width, metadata.height]).toEqual([source.width, source.height]);
    }
  });

  it("never makes a file wider than the original, and turns a photo upright by its orientation", async () => {
    const sideways = await sharp(await picture(300, 200, "jpeg")).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const response = await upload(uploadForm(sideways, "Porträtt", "foto.jpg"));
    expect(response.status).toBe(201);
    const image = (await response.json()) as ContentImage;
    expect(image.sources.map(({ format, width, height }) => `${format} ${width}x${height}`)).toEqual(["avif 200x300", "webp 200x300"]);
  });

  it("serves a file as immutable for a year with an ETag, answers 304 to it, and 404 to a file it does not have", async () => {
    const first = await site.request(uploaded.url);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await site.request(uploaded.url, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    const head = await site.request(uploaded.url, { method: "HEAD" });
    expect([head.status, head.headers.get("content-type"), head.headers.get("content-length")]).toEqual([200, "image/webp", first.headers.get("content-length")]);
    for (const missing of [uploaded.url.replace("1440x720", "1440x721"), uploaded.url.replace(".webp", ".png"), "/media/finns-inte.webp", `/media/${crypto.randomUUID()}-480x240.webp`]) {
      expect((await site.request(missing)).status, missing).toBe(404);
    }
  });

  it("lists the images for staff only, newest first", async () => {
    expect((await call(contentImagePaths.list, { token: "inte-en-token" })).status).toBe(401);
    expect((await call(contentImagePaths.list, { token: customer.accessToken })).status).toBe(403);
    const list = (await (await call(contentImagePaths.list)).json()) as ContentImageList;
    expect(list.images.find((image) => image.id === uploaded.id)).toEqual(uploaded);
  });

  it("refuses an upload without a sign-in, from a customer, without alt text, or of a file that is no accepted image", async () => {
    const png = await picture(64, 64);
    expect((await upload(uploadForm(png, "Logga"), "inte-en-token")).status).toBe(401);
    expect((await upload(uploadForm(png, "Logga"), customer.accessToken)).status).toBe(403);

    const noAlt = await upload(uploadForm(png, "   "));
    expect(noAlt.status).toBe(400);
    expect(await noAlt.json()).toEqual({ error: "Kontrollera de markerade fälten och försök igen.", fields: { alt: "Skriv en alternativtext som beskriver bilden." } });
    const longAlt = await upload(uploadForm(png, "a".repeat(201)));
    expect(((await longAlt.json()) as { fields: Record<string, string> }).fields.alt).toBe("Alternativtexten får vara högst 200 tecken.");

    const nothing = await upload(uploadForm(undefined, undefined));
    expect(nothing.status).toBe(400);
    expect(Object.keys(((await nothing.json()) as { fields: Record<string, string> }).fields).sort()).toEqual(["alt", "file"]);

    // The name says PNG; the bytes are text.
    const text = await upload(uploadForm(Buffer.from("inte en bild"), "Text", "bild.png"));
    expect(text.status).toBe(400);
    expect(((await text.json()) as { fields: Record<string, string> }).fields.file).toMatch(/gick inte att läsa som en bild/);
    const gif = await upload(uploadForm(await picture(32, 32, "gif"), "Animation", "bild.png"));
    expect(gif.status).toBe(400);
    expect(((await gif.json()) as { fields: Record<string, string> }).fields.file).toBe("Bilden måste vara i formatet JPEG, PNG, WebP eller AVIF.");

    const json = await call(contentImagePaths.list, { method: "POST", body: { alt: "Logga" } });
    expect(json.status).toBe(415);
  });

  it("refuses a file over 10 MB", async () => {
    const large = await upload(uploadForm(Buffer.alloc(10_485_761, 1), "Stor bild"));
    expect(large.status).toBe(413);
    expect(((await large.json()) as { error: string }).error).toBe("Bilden är större än 10 MB. Välj en mindre bild.");
  });

  it("changes an image's alt text, and checks it", async () => {
    const changed = await call(contentImagePaths.image(uploaded.id), { method: "PATCH", body: { alt: "Teamet i Göteborg" } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: uploaded.id, alt: "Teamet i Göteborg" });
    expect((await call(contentImagePaths.image(uploaded.id), { method: "PATCH", body: { alt: "" } })).status).toBe(422);
    expect((await call(contentImagePaths.image(uploaded.id), { method: "PATCH", token: customer.accessToken, body: { alt: "X" } })).status).toBe(403);
    expect((await call(contentImagePaths.image(crypto.randomUUID()), { method: "PATCH", body: { alt: "X" } })).status).toBe(404);
  });

  it("tells which image addresses in content name no file, for the check before a publish", async () => {
    const { db } = server.data.database;
    const small = uploaded.sources[0]!.url;
    const data = {
      hero: { photo: { url: uploaded.url, alt: "Teamet" } },
      text: `Se bilden ${small}, eller /media/${uploaded.id}-1440x721.webp.`,
      list: ["/media/finns-inte.webp", `/media/${crypto.randomUUID()}-480x240.avif`],
    };
    expect(await unknownImageAddresses(db, data)).toEqual([`/media/${uploaded.id}-1440x721.webp`, "/media/finns-inte.webp", data.list[1]]);
    expect(await unknownImageAddresses(db, { title: "Inga bilder" })).toEqual([]);
  });

  it("refuses to delete an image content uses, naming where, and deletes it once nothing does", async () => {
    const response = await upload(uploadForm(await picture(500, 300), "Kontoret"));
    const image = (await response.json()) as ContentImage;
    const { db } = server.data.database;
    // A document id the test makes up, so no other test's content is touched.
    const document = `bildtest-${image.id}`;
    await saveDraft(db, document, { page: { hero: { image: image.url } } }, staff.email);

    const inDraft = await call(contentImagePaths.image(image.id), { method: "DELETE" });
    expect(inDraft.status).toBe(409);
    expect(((await inDraft.json()) as { error: string }).error).toBe(
      `Bilden används i ${document} (utkast) och kan inte tas bort. Ta bort den från innehållet och publicera först.`,
    );

    await insertRevision(db, { document, data: { page: { hero: { image: image.url } } }, action: "publish", createdBy: staff.email });
    await saveDraft(db, document, { page: { hero: { image: "" } } }, staff.email);
    const live = (await (await call(contentImagePaths.image(image.id), { method: "DELETE" })).json()) as { error: string };
    expect(live.error).toMatch(/\(publicerad\)/);

    await insertRevision(db, { document, data: { page: { hero: { image: "" } } }, action: "publish", createdBy: staff.email });
    const history = (await (await call(contentImagePaths.image(image.id), { method: "DELETE" })).json()) as { error: string };
    expect(history.error).toMatch(/\(tidigare version i historiken\).*En återställning/);

    expect((await call(contentImagePaths.image(uploaded.id), { method: "DELETE", token: customer.accessToken })).status).toBe(403);
    expect((await site.request(uploaded.url)).status).toBe(200);
    expect((await call(contentImagePaths.image(uploaded.id), { method: "DELETE" })).status).toBe(204);
    // Its files leave the memory cache with it.
    expect((await site.request(uploaded.url)).status).toBe(404);
    expect((await call(contentImagePaths.image(uploaded.id), { method: "DELETE" })).status).toBe(404);
  });
});
