/** A signed-in page until supabase-js has read the session (and what the server renders): one line, read out. */
export function PageLoading({ text }: { text: string }) {
  return (
    <div className="container-page py-20">
      <p role="status" className="text-center text-lg text-ink-700">
        {text}
      </p>
    </div>
  );
}
