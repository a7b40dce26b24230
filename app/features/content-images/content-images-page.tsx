import { useState } from "react";
import type { ContentImage } from "../../../contracts/content-images.ts";
import { type Action, ActionStatus } from "../../components/workspace/action-status.tsx";
import { useApiData } from "../../lib/api/use-api-data.ts";
import { LoadStatus } from "../staff/staff-ui.tsx";
import { contentImagesTexts } from "./content-images-texts.ts";
import { imageListContract } from "./content-images-contracts.ts";
import { ImageCard } from "./image-card.tsx";
import { UploadForm } from "./upload-form.tsx";

/** /dashboard/content/images: upload an image with its alt text, and the images uploaded, newest first. */
export function ContentImagesPage() {
  const { data, reload, replace } = useApiData(imageListContract, {});
  const [removal, setRemoval] = useState<Action>({ state: "idle" });
  const images = data.state === "loaded" ? data.data.images : [];
  const show = (next: ContentImage[]) => replace({ images: next });

  return (
    <>
      <h1 className="text-title font-bold text-ink-950">{contentImagesTexts.heading}</h1>
      <p className="mt-2 max-w-3xl text-ink-700">{contentImagesTexts.intro}</p>
      <UploadForm onUploaded={(image) => show([image, ...images.filter((shown) => shown.id !== image.id)])} />
      <section aria-labelledby="content-images-list" className="mt-10">
        <h2 id="content-images-list" className="text-xl font-bold text-ink-950">
          {contentImagesTexts.list.heading}
        </h2>
        <LoadStatus data={data} loading={contentImagesTexts.loading} retry={reload} />
        <ActionStatus action={removal} />
        {data.state === "loaded" && images.length === 0 && <p className="mt-4 text-ink-700">{contentImagesTexts.list.empty}</p>}
        {images.length > 0 && (
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {images.map((image) => (
              <ImageCard
                key={image.id}
                image={image}
                onChanged={(changed) => show(images.map((shown) => (shown.id === changed.id ? changed : shown)))}
                onRemoved={() => {
                  show(images.filter((shown) => shown.id !== image.id));
                  setRemoval({ state: "done", message: contentImagesTexts.list.removed });
                }}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
