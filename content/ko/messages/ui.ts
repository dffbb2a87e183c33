import type { Translation } from "../../i18n";
import type { ui as en } from "../../messages/ui";

export type { UiMessages } from "../../messages/ui";

/** 셸(헤더, 홈, 알림, 404, 오류 화면, 푸터)의 화면 텍스트. */
export const ui: Translation<typeof en> = {
  loading: "불러오는 중...",
  skipToContent: "본문 바로가기",
  header: {
    homeLabel: "Nullspace Hub 홈",
    /** The header\'s shortcut to the home page. */
    homeShortcut: "홈",
    shortcutsLabel: "섹션 바로가기",
    breadcrumbLabel: "이동 경로",
    navigatorButton: "AI 내비게이터",
  },
  home: {
    sectionsHeading: "허브 둘러보기",
    tileCta: "{section} 바로가기",
  },
  toast: {
    /** Radix가 {hotkey}에 뷰포트 단축키(F8)를 넣습니다. */
    regionLabel: "알림 ({hotkey})",
    toastLabel: "알림",
    close: "알림 닫기",
  },
  notFound: {
    title: "페이지를 찾을 수 없습니다(404)",
    hint: "라우터에 페이지를 등록하셨나요? 모든 라우트는 content/routes.ts에서 관리합니다.",
    detailHint: "ID가 \u201c{id}\u201d인 {kind} 항목이 없습니다.",
    backHome: "홈으로 돌아가기",
    browseAll: "{kind} 전체 보기",
  },
  errors: {
    pageTitle: "페이지를 불러오지 못했습니다",
    pageLead:
      "페이지를 불러오는 중 문제가 발생했습니다. 네트워크 연결이 끊겼거나 사이트가 방금 업데이트되었을 수 있습니다.",
    /** 요청 자체의 오류 내용(상태 코드와 서버 응답) 위에 표시됩니다. */
    details: "상세 정보:",
    retry: "다시 시도",
    reload: "페이지 새로고침",
    island: "이 영역을 불러오지 못했습니다.",
  },
  footer: {
    rights: "\u00a9 {year} Nullspace",
  },
};
