import { serviceMessages } from "../../../content/messages/service";
import { toast } from "../toast/toast-store";

/** The community forum is not open yet: every 'Join Community' action says so (spec §2, Service portal). */
export function showCommunityComingSoon(): void {
  toast({ ...serviceMessages.comingSoonToast });
}
