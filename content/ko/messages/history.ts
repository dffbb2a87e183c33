import type { Translation } from "../../i18n";
import type { historyMessages as en } from "../../messages/history";

export type { HistoryMessages } from "../../messages/history";

/** 방문 기록(홈 슬라이드 패널과 드로어의 방문 기록 탭)의 화면 텍스트. 내비게이터 패널과 같은 해요체로 씁니다. */
export const historyMessages: Translation<typeof en> = {
  openPanel: "방문 기록",
  panelTitle: "최근 방문한 페이지",
  panelDescription: "이 탭에서 열어 본 페이지예요. 사이트를 떠나면 목록이 지워져요.",
  close: "방문 기록 패널 닫기",
  listLabel: "방문한 페이지",
  empty: "아직 방문한 페이지가 없어요.",
  archive: "{title} 기록 숨기기",
  clearAll: "모두 지우기",
  justNow: "방금 전",
  minutesAgo: { one: "1분 전", other: "{n}분 전" },
  hoursAgo: { one: "1시간 전", other: "{n}시간 전" },
  daysAgo: { one: "1일 전", other: "{n}일 전" },
};
