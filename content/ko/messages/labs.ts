/** 연구소 페이지(/labs)의 한국어 UI 텍스트. 연구소 콘텐츠는 content/ko/data/labs.ts에 있습니다. */
import type { Translation } from "../../i18n";
import type { labsMessages as en } from "../../messages/labs";

export const labsMessages: Translation<typeof en> = {
  operatedBy: "{operator} 운영",
  missionTitle: "연구소 미션",
  focusTitle: "중점 연구 분야",
  visit: "방문하기",
  learnMore: "자세히 보기",
  /** 버튼 텍스트 뒤에 스크린 리더가 읽습니다. */
  newTabHint: "{lab} 웹사이트, 새 탭에서 열림",
};
