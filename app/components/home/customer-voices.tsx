/** Short customer quotes, each named only by the customer's role (SPEC §2), on a dark background. */
export function CustomerVoices({ voices }: { voices: readonly { role: string; quote: string }[] }) {
  return (
    <ul className="grid gap-4">
      {voices.map((voice) => (
        <li key={voice.role}>
          <figure className="rounded-[var(--radius-card)] bg-white/10 p-6 ring-1 ring-white/20">
            <blockquote className="text-lg">”{voice.quote}”</blockquote>
            <figcaption className="mt-3 font-semibold text-accent-100">{voice.role}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
