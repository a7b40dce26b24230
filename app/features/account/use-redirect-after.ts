import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Once `active`, goes to `to` after `delay` ms, long enough to read the success message
 * (SPEC §9: 3000 ms after a password is set). Leaving the page first cancels it.
 */
export function useRedirectAfter(active: boolean, to: string, delay: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), delay);
    return () => window.clearTimeout(timer);
  }, [active, to, delay, navigate]);
}
