import { createContext, useCallback, useContext, useEffect, useState } from "react";

/*
 * Calls to /api/staff/* with the signed-in staff member's access token (contracts/staff.ts).
 * A 401 or 403 is the workspace's business, not the page's: the gate (staff-gate.tsx)
 * sends the visitor to /login or shows the staff-only page, so a call reports it as
 * `denied` and the page shows nothing of its own.
 */

export type StaffResult<Data> =
  | { outcome: "ok"; data: Data }
  | { outcome: "denied" }
  | { outcome: "notFound" }
  | { outcome: "invalid" }
  | { outcome: "failed" };

export type Denial = "unauthorized" | "forbidden";

export interface StaffApi {
  accessToken: string;
  deny(denial: Denial): void;
}

export const StaffApiContext = createContext<StaffApi | null>(null);

export function useStaffApi(): StaffApi {
  const api = useContext(StaffApiContext);
  if (!api) throw new Error("useStaffApi must be used within a StaffGate");
  return api;
}

/** One call with the token: the answer's body, read by `read`, for 2xx; the outcome otherwise. */
async function send<Data>(
  api: StaffApi,
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal },
  read: (response: Response) => Promise<Data>,
): Promise<StaffResult<Data>> {
  const headers: Record<string, string> = { Authorization: `Bearer ${api.accessToken}` };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  try {
    const response = await fetch(path, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
    if (response.status === 401 || response.status === 403) {
      api.deny(response.status === 401 ? "unauthorized" : "forbidden");
      return { outcome: "denied" };
    }
    if (response.status === 404) return { outcome: "notFound" };
    if (response.status === 400) return { outcome: "invalid" };
    if (!response.ok) return { outcome: "failed" };
    return { outcome: "ok", data: await read(response) };
  } catch {
    return { outcome: "failed" };
  }
}

/** A JSON call to the staff API. */
export function staffRequest<Data>(
  api: StaffApi,
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<StaffResult<Data>> {
  return send(api, path, init, (response) => response.json() as Promise<Data>);
}

/** A file from the staff API (the CSV export), as a Blob to save. */
export function staffDownload(api: StaffApi, path: string): Promise<StaffResult<Blob>> {
  return send(api, path, {}, (response) => response.blob());
}

/** A call bound to the workspace's token; for actions such as saving a note. */
export function useStaffRequest() {
  const api = useStaffApi();
  return useCallback(
    <Data,>(path: string, init?: { method?: string; body?: unknown }) => staffRequest<Data>(api, path, init),
    [api],
  );
}

export type Loaded<Data> =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "notFound" }
  | { state: "invalid" }
  | { state: "denied" }
  | { state: "loaded"; data: Data };

/**
 * GETs `path` whenever it changes (showing the loading state meanwhile), and again on
 * `retry`. `refresh` fetches again in the background, keeping what is shown until the
 * answer comes; `replace` swaps in fresh data that an action answered with.
 */
export function useStaffData<Data>(path: string) {
  const api = useStaffApi();
  const [attempt, setAttempt] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  const [stored, setStored] = useState<{ key: string; loaded: Loaded<Data> } | null>(null);
  const key = `${attempt} ${path}`;

  useEffect(() => {
    const controller = new AbortController();
    void staffRequest<Data>(api, path, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setStored({ key, loaded: result.outcome === "ok" ? { state: "loaded", data: result.data } : { state: result.outcome } });
    });
    return () => controller.abort();
  }, [api, path, key, refreshes]);

  const loaded: Loaded<Data> = stored?.key === key ? stored.loaded : { state: "loading" };
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const refresh = useCallback(() => setRefreshes((count) => count + 1), []);
  const replace = useCallback((data: Data) => setStored({ key, loaded: { state: "loaded", data } }), [key]);
  return { loaded, retry, refresh, replace };
}
