import { useCallback } from "react";
import { navigatorMessages as m } from "../../../../content/messages/navigator";
import { toast } from "../../../components/toast/toast-store";
import { HttpError } from "../../../lib/api-fetch";
import { useAsyncAction } from "../../../lib/use-async-action";
import { requestNavigation } from "../api/navigate";
import type { NavigatorAnswer } from "../api/types";
import { useChatSession, type ChatSessionHandle } from "./use-chat-session";

/** An answer with what feedback on it needs: the session it was given in and the query it answers. */
export interface ChatAnswer extends NavigatorAnswer {
  sessionId: string;
  query: string;
}

/**
 * Send one query; an expired session (404) is replaced and the request retried once, so a visitor who left a tab
 * open past the session's lifetime never sees an error for it.
 */
async function navigateWithRenewal(session: ChatSessionHandle, query: string): Promise<ChatAnswer> {
  const sessionId = await session.ensure();
  if (!sessionId) throw new Error(m.noSession);
  try {
    return { ...(await requestNavigation({ sessionId, query })), sessionId, query };
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 404)) throw error;
    const renewed = await session.renew();
    if (!renewed) throw new Error(m.noSession, { cause: error });
    return { ...(await requestNavigation({ sessionId: renewed, query })), sessionId: renewed, query };
  }
}

export interface Navigator {
  /** Returns false when nothing was sent: a blank query, or a request already pending. */
  submit: (query: string) => boolean;
  pending: boolean;
  answer: ChatAnswer | undefined;
  /** Forget the last answer. */
  reset: () => void;
}

export function useNavigator(): Navigator {
  const session = useChatSession();
  const action = useAsyncAction(
    (query: string) => navigateWithRenewal(session, query),
    () => toast({ title: m.errorTitle, description: m.errorDescription, variant: "destructive" }),
  );
  const { run, pending, reset } = action;

  const submit = useCallback(
    (raw: string) => {
      const query = raw.trim();
      if (query === "" || pending) return false;
      // The error is reported by the toast above; nothing else awaits this promise.
      run(query).catch(() => {});
      return true;
    },
    [run, pending],
  );

  return { submit, pending, answer: action.data, reset };
}
