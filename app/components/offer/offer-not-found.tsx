import { errorPage } from "../../content/not-found.ts";
import { paths } from "../../lib/paths.ts";
import { ButtonLink } from "../ui/links.tsx";

/** The view of an unknown service or industry id (SPEC §2); the loader answers 404. */
export function OfferNotFound({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="saknas-rubrik" className="container-page py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 id="saknas-rubrik" className="mt-4 text-title font-bold text-ink-950">
        {title}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-600">{text}</p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to={paths.home}>{errorPage.homeLink}</ButtonLink>
      </div>
    </section>
  );
}
