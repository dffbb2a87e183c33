import { serviceMessages } from "../../../content/messages/service";
import { toast } from "../toast/toast-store";

/** The community forum is not open yet: every 'Join Community' action on the Service portal says so. */
export function showCommunityComingSoon(): void {
  toast({ ...serviceMessages.comingSoonToast });
}
