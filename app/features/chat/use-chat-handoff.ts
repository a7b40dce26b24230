import { useEffect, useRef } from "react";
import { contactHandoffEvent, takeContactHandoff } from "./contact-handoff.ts";
import { sessionStore } from "./session-store.ts";

/**
 * For the contact form: receives the questions the chat carried over (once hydrated, so
 * the prerendered form is the same for everyone), also when the form is already on
 * screen as the visitor follows the chat's link.
 */
export function useChatHandoff(receive: (message: string) => void) {
  const receiveRef = useRef(receive);
  useEffect(() => {
    receiveRef.current = receive;
  });

  useEffect(() => {
    const take = () => {
      const message = takeContactHandoff(sessionStore());
      if (message) receiveRef.current(message);
    };
    take();
    window.addEventListener(contactHandoffEvent, take);
    return () => window.removeEventListener(contactHandoffEvent, take);
  }, []);
}
