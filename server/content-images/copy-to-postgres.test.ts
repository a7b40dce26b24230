import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { copyToPostgres } from "../ops/copy-to-postgres.ts";
import { insertImage, listImages, readFileBytes } from "./image-store.ts";
import { makeRenditions } from "./renditions.ts";

const [embedded, postgres] = testEngines();

/*
 * `npm run db -- copy-to-postgres` moves an embedded site to PostgreSQL: its images go
 * along byte for byte, in batches small enough for files of some hundred kB each.
 */
describe("content images moved from the embedded database to PostgreSQL", () => {
  it("arrive byte for byte, more of them than one batch holds", async () => {
    const source = await embedded!.open(await embedded!.freshConfig());
    const target = await postgres!.open(await postgres!.freshConfig());
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 60, b: 30 } } }).png().toBuffer();
    const renditions = await makeRenditions(png);
    // Four files an image: three images are more rows than one batch of files.
    for (const alt of ["Första", "Andra", "Tredje"]) await insertImage(source.db, { alt, createdBy: "redaktor@example.com" }, renditions);

    const counts = await copyToPostgres(source, target);
    expect(counts.get("content_image_files")).toBe(12);
    const moved = await listImages(target.db);
    expect(moved.images.map((image) => image.alt).sort()).toEqual(["Andra", "Första", "Tredje"]);
    for (const file of moved.files) {
      const original = await readFileBytes(source.db, { id: file.imageId, ...file });
      expect(await readFileBytes(target.db, { id: file.imageId, ...file })).toEqual(original);
    }
  }, 120_000);
});
