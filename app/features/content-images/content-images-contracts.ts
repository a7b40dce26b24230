import * as z from "zod/mini";
import { contentImageListSchema, contentImagePatchSchema, contentImagePaths, contentImageSchema } from "../../../contracts/content-images.ts";
import type { ApiContract } from "../../lib/api/api-request.ts";

/* The workspace's calls about the content's images (contracts/content-images.ts, server/content-images/). */

type ImageId = { id: string };

/** GET every image, newest first. */
export const imageListContract = { method: "GET", path: contentImagePaths.list, response: contentImageListSchema } satisfies ApiContract<void, void, unknown>;

/** POST the form (file and alt); 201 with the image and its files. */
export const imageUploadContract = {
  method: "POST",
  path: contentImagePaths.list,
  request: z.instanceof(FormData),
  response: contentImageSchema,
} satisfies ApiContract<void, FormData, unknown>;

/** PATCH an image's alt text; answers with the image. */
export const imageAltContract = {
  method: "PATCH",
  path: ({ id }: ImageId) => contentImagePaths.image(id),
  request: contentImagePatchSchema,
  response: contentImageSchema,
} satisfies ApiContract<ImageId, z.input<typeof contentImagePatchSchema>, unknown>;

/** DELETE an image: 204, or 409 with where content uses it. */
export const imageDeleteContract = {
  method: "DELETE",
  path: ({ id }: ImageId) => contentImagePaths.image(id),
  response: z.null(),
} satisfies ApiContract<ImageId, void, unknown>;
