import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as z from "zod/mini";
import {
  contentImageAltSchema,
  type ContentImageList,
  contentImageMaxBytes,
  contentImagePatchSchema,
  contentImageUploadFields,
} from "../../contracts/content-images.ts";
import { accessTokenVerifier } from "../account/index.ts";
import { type AuthServices, authServiceFor } from "../auth/index.ts";
import type { AppEnv } from "../http/app-env.ts";
import { ApiError } from "../http/api-error.ts";
import { errorMessages } from "../http/error-messages.ts";
import { readBody } from "../http/request-body.ts";
import type { FileCache } from "./file-cache.ts";
import { imageAnswer } from "./image-answer.ts";
import { ContentImageError, imageMessages } from "./image-messages.ts";
import { deleteImage, insertImage, listImages, readImage, updateAlt } from "./image-store.ts";
import { imageUsage, usageMessage } from "./image-usage.ts";
import { makeRenditions } from "./renditions.ts";

export interface ContentImagesContext {
  data?: AuthServices;
}

const privateAnswer = { "Cache-Control": "private, no-store" } as const;
/** Room for the form's boundaries and the alt text around the largest file. */
const formOverhead = 64 * 1024;

function refuse(error: unknown): never {
  if (error instanceof ContentImageError) {
    throw new ApiError(error.status, error.message, error.field ? { [error.field]: error.message } : undefined);
  }
  throw error;
}

/** The form's file and alt text, each checked, every wrong field named at once. */
async function readUpload(c: Context<AppEnv>): Promise<{ bytes: Buffer; alt: string }> {
  if (!c.req.header("Content-Type")?.toLowerCase().startsWith("multipart/form-data")) throw new ApiError(415, imageMessages.notMultipart);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ApiError(400, imageMessages.notMultipart);
  }
  const file = form.get(contentImageUploadFields.file);
  const alt = z.safeParse(contentImageAltSchema, form.get(contentImageUploadFields.alt) ?? undefined);
  const fields: Record<string, string> = {};
  if (!(file instanceof File) || file.size === 0) fields[contentImageUploadFields.file] = imageMessages.noFile;
  else if (file.size > contentImageMaxBytes) throw new ApiError(413, imageMessages.tooLarge, { [contentImageUploadFields.file]: imageMessages.tooLarge });
  if (!alt.success) fields[contentImageUploadFields.alt] = alt.error.issues[0]?.message ?? errorMessages.invalidField;
  if (Object.keys(fields).length > 0 || !(file instanceof File) || !alt.success) throw new ApiError(400, errorMessages.invalidFields, fields);
  return { bytes: Buffer.from(await file.arrayBuffer()), alt: alt.data };
}

/**
 * /api/staff/content/images: the images staff upload for the content, each resized at
 * upload (renditions.ts). Staff only, like the rest of /api/staff/ (a Bearer token in the
 * header, so no CSRF check applies).
 */
export function contentImageRoutes({ data }: ContentImagesContext, cache: FileCache) {
  if (!data) return undefined;
  const verify = accessTokenVerifier(data.auth, authServiceFor(data));
  if (!verify) return undefined;
  const { db } = data.database;

  async function staffOf(c: Context<AppEnv>) {
    const user = await verify!(c.req.header("Authorization"));
    if (!user) throw new ApiError(401, imageMessages.signedOut);
    if (user.role !== "staff") throw new ApiError(403, imageMessages.notStaff);
    return user;
  }
  const idOf = (c: Context<AppEnv>) => {
    const id = c.req.param("id") ?? "";
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new ApiError(404, imageMessages.notFound);
    return id.toLowerCase();
  };
  async function answerFor(id: string) {
    const stored = await readImage(db, id);
    if (!stored) throw new ApiError(404, imageMessages.notFound);
    return imageAnswer(stored.image, stored.files);
  }

  return new Hono<AppEnv>()
    .get("/", async (c) => {
      await staffOf(c);
      const { images, files } = await listImages(db);
      const byImage = Map.groupBy(files, (file) => file.imageId);
      const answer: ContentImageList = { images: images.map((image) => imageAnswer(image, byImage.get(image.id) ?? [])) };
      return c.json(answer, 200, privateAnswer);
    })
    .post(
      "/",
      // A body over the limit is refused as it comes, before the whole of it is read.
      bodyLimit({
        maxSize: contentImageMaxBytes + formOverhead,
        onError: () => {
          throw new ApiError(413, imageMessages.tooLarge, { [contentImageUploadFields.file]: imageMessages.tooLarge });
        },
      }),
      async (c) => {
        const staff = await staffOf(c);
        const upload = await readUpload(c);
        const renditions = await makeRenditions(upload.bytes).catch(refuse);
        const image = await insertImage(db, { alt: upload.alt, createdBy: staff.email }, renditions);
        c.set("logFields", { imageId: image.id });
        return c.json(await answerFor(image.id), 201, privateAnswer);
      },
    )
    .patch("/:id", async (c) => {
      await staffOf(c);
      const id = idOf(c);
      const { alt } = await readBody(c, contentImagePatchSchema);
      if (!(await updateAlt(db, id, alt))) throw new ApiError(404, imageMessages.notFound);
      return c.json(await answerFor(id), 200, privateAnswer);
    })
    .delete("/:id", async (c) => {
      await staffOf(c);
      const id = idOf(c);
      const usage = await imageUsage(db, id);
      if (usage.length > 0) throw new ApiError(409, usageMessage(usage));
      if (!(await deleteImage(db, id))) throw new ApiError(404, imageMessages.notFound);
      cache.deletePrefix(`${id}-`);
      return c.body(null, 204, privateAnswer);
    });
}
