import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { type ApiCall, type ApiContract, type ApiFailure, type ApiRequestOptions, type ApiResult, apiRequest, apiUrl } from "./api-request.ts";

/*
 * The signed-in pages' calls, with the access token of the session they run in. A 401 or
 * 403 can be the session's business rather than the page's: the staff workspace's gate
 * signs out (401, sign in again) or shows "Den här sidan är bara för personal" (403) in
 * place of the page, so a session that takes them over is told, and the page's data
 * stays as it was until it is replaced. Without such a session a page shows them as any
 * other failure.
 */

export type Denial = "unauthorized" | "forbidden";

export interface ApiSession {
  accessToken: string;
  /** Takes over a 401 or 403 from any call made in this session. */
  onDenied?: (denial: Denial) => void;
}

export const ApiSessionContext = createContext<ApiSession | null>(null);

function useApiSession(): ApiSession {
  const session = useContext(ApiSessionContext);
  if (!session) throw new Error("The API hooks need an ApiSessionContext with the signed-in session");
  return session;
}

/** Sends one call in the session; whether the session took a denial over. */
async function sendInSession<Params, Body, Output>(
  session: ApiSession,
  contract: ApiContract<Params, Body, Output>,
  call: ApiCall<Params, Body>,
  options: Omit<ApiRequestOptions, "accessToken"> = {},
): Promise<{ result: ApiResult<Output>; denied: boolean }> {
  const result = await apiRequest(contract, call, { ...options, accessToken: session.accessToken });
  const kind = result.ok ? undefined : result.failure.kind;
  if (session.onDenied && (kind === "unauthorized" || kind === "forbidden")) {
    session.onDenied(kind);
    return { result, denied: true };
  }
  return { result, denied: false };
}

/** A call bound to the session, for actions such as saving a note. */
export function useApiCall() {
  const session = useApiSession();
  return useCallback(
    async <Params, Body, Output>(contract: ApiContract<Params, Body, Output>, call: ApiCall<Params, Body>) =>
      (await sendInSession(session, contract, call)).result,
    [session],
  );
}

export type ApiData<Output> = { state: "loading" } | { state: "loaded"; data: Output } | { state: "failed"; failure: ApiFailure };

/**
 * Fetches `call` of `contract` whenever its URL changes (loading meanwhile), and again on
 * `reload`. `refresh` fetches again in the background, keeping what is shown until the
 * answer comes; `replace` swaps in fresh data that an action answered with.
 */
export function useApiData<Params, Output>(contract: ApiContract<Params, void, Output>, call: ApiCall<Params, void>) {
  const session = useApiSession();
  const url = apiUrl(contract, call);
  const [attempt, setAttempt] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  const [stored, setStored] = useState<{ key: string; data: ApiData<Output> } | null>(null);
  const key = `${attempt} ${url}`;
  // The call is read again only when its URL changes: a GET's URL is all of it.
  const [current, setCurrent] = useState({ url, contract, call });
  if (current.url !== url) setCurrent({ url, contract, call });

  useEffect(() => {
    const controller = new AbortController();
    void sendInSession(session, current.contract, current.call, { signal: controller.signal }).then(({ result, denied }) => {
      if (controller.signal.aborted || denied) return;
      setStored({ key, data: result.ok ? { state: "loaded", data: result.data } : { state: "failed", failure: result.failure } });
    });
    return () => controller.abort();
  }, [session, current, key, refreshes]);

  const data: ApiData<Output> = stored?.key === key ? stored.data : { state: "loading" };
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const refresh = useCallback(() => setRefreshes((count) => count + 1), []);
  const replace = useCallback((fresh: Output) => setStored({ key, data: { state: "loaded", data: fresh } }), [key]);
  return { data, reload, refresh, replace };
}
