import { useCallback, useEffect, useRef } from "react";
import { createChatSession } from "../api/create-session";

export interface ChatSessionHandle {
  /** The current session id, creating one if there is none yet (or awaiting the one being created). */
  ensure: () => Promise<string | null>;
  /** Replace the session with a new one (after the server said it expired). */
  renew: () => Promise<string | null>;
}

/** A chat session is created when its surface mounts (home box on page load, drawer on open). */
export function useChatSession(): ChatSessionHandle {
  const id = useRef<string | null>(null);
  const inFlight = useRef<Promise<string | null> | null>(null);

  const renew = useCallback((): Promise<string | null> => {
    if (inFlight.current) return inFlight.current;
    const pending = createChatSession()
      .then(
        (session) => (id.current = session.id),
        () => (id.current = null),
      )
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = pending;
    return pending;
  }, []);

  const ensure = useCallback(
    (): Promise<string | null> => (id.current ? Promise.resolve(id.current) : renew()),
    [renew],
  );

  useEffect(() => {
    void renew();
  }, [renew]);

  return { ensure, renew };
}
