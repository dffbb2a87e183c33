/** 내비게이터가 스스로 페이지를 옮긴 뒤 보여 주는 다른 페이지 목록의 텍스트. */
import type { Translation } from "../../i18n";
import type { navigatorWayOutMessages as enWayOut } from "../../messages/navigator-way-out";

/** 드로어가 스스로 페이지를 옮긴 뒤: 그 답변의 다른 페이지들을 도착한 페이지 아래쪽에 보여 줍니다. */
export const navigatorWayOutMessages: Translation<typeof enWayOut> = {
  label: "질문에 맞는 다른 페이지",
  asked: "“{query}”에 맞는 페이지로 안내했어요. 찾으시던 페이지가 아니면 이런 페이지도 있어요:",
  dismiss: "목록 닫기",
  announce: "찾으시던 페이지가 아니면 화면 아래에서 질문에 맞는 다른 페이지를 고를 수 있어요.",
};
