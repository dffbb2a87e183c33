import type { Translation } from "../../i18n";
import type { chatPanelMessages as en } from "../../messages/chat-panel";

/** 내부 페이지 채팅 패널 토글의 라벨. */
export const chatPanelMessages: Translation<typeof en> = {
  show: "채팅 열기",
  hide: "채팅 닫기",
  region: "AI 내비게이터 채팅",
};
