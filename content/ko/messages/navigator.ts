/**
 * AI 내비게이터(홈 상자, 내부 페이지 채팅 패널, 드로어)의 화면 텍스트. 영어 모듈과 같은 export로 나뉘어 있어
 * 각 청크가 쓰는 텍스트만 담깁니다. 패널 안의 모든 문구는 대화체인 해요체로 씁니다(답변 템플릿도 같습니다).
 */
import type { Translation } from "../../i18n";
import type {
  navigatorBoxMessages as enBox,
  navigatorDrawerFrameMessages as enDrawerFrame,
  navigatorDrawerMessages as enDrawer,
  navigatorFeedbackMessages as enFeedback,
  navigatorChoiceMessages as enChoice,
  navigatorMessages as en,
} from "../../messages/navigator";

/** 모든 내비게이터 화면이 함께 쓰는 텍스트. */
export const navigatorMessages: Translation<typeof en> = {
  inputLabel: "AI 내비게이터에게 가고 싶은 곳을 물어보세요",
  /** 320px 휴대폰에서도 입력란에 다 보일 만큼 짧게. 예시 문구는 입력란 아래에 번갈아 표시됩니다. */
  placeholder: "무엇을 찾고 계신가요?",
  submit: "물어보기",
  thinking: "생각 중...",
  analyzing: "AI가 요청을 분석하고 있어요...",
  errorTitle: "요청을 처리하지 못했어요",
  errorDescription: "잠시 후 다시 물어봐 주세요.",
  /** 채팅 세션을 얻지 못해 요청이 실패할 때 남는 오류. */
  noSession: "대화를 시작하지 못했어요",
  answerLabel: "내비게이터 답변",
};

/** 답변마다 홈 상자와 드로어에서 묻습니다: 도움이 되었나요? */
export const navigatorFeedbackMessages: Translation<typeof enFeedback> = {
  question: "답변이 도움이 되었나요?",
  yes: "네",
  no: "아니요",
  commentLabel: "어떤 내용을 찾고 계셨나요? (선택)",
  commentCount: "{count}/{max}",
  send: "보내기",
  skip: "건너뛰기",
  thanks: "의견을 보내 주셔서 감사해요.",
  failed: "의견을 보내지 못했어요.",
  lastAnswer: "마지막 질문: “{query}”",
};

/** 홈 상자와 채팅 패널: 답변을 예 / 아니요로 확인합니다. */
export const navigatorBoxMessages: Translation<typeof enBox> = {
  heading: "AI 내비게이터",
  intro: "찾으시는 내용을 한국어나 영어로 말씀해 주세요.",
  /** 8초마다 바뀌는 예시 6개. 영어판의 예시와 같은 페이지를 가리킵니다. */
  helperPhrases: [
    "예: “동형암호 연구 보여줘”",
    "예: “동형암호 논문 보여줘”",
    "예: “은행에 양자내성암호를 도입하고 싶어요”",
    "예: “영지식증명 SDK 문서”",
    "예: “개발자 프로그램은 어디서 가입하나요?”",
    "예: “PQC 도입 상담하고 싶어요”",
  ],
  question: "{page} 페이지로 이동할까요?",
  yes: "네, 이동할게요",
  no: "아니요, 다시 물어볼게요",
};

/** 내비게이터가 확실하지 않을 때: 한 페이지를 묻거나 자동으로 이동하는 대신 후보 페이지를 버튼으로 보여 줍니다. */
export const navigatorChoiceMessages: Translation<typeof enChoice> = {
  heading: "이 중에 찾으시는 페이지가 있나요?",
  othersHeading: "찾으시던 페이지가 아닌가요? 이런 페이지도 있어요:",
  countOne: "아래에서 고를 수 있는 페이지가 1개 있어요.",
  countMany: "아래에서 고를 수 있는 페이지가 {count}개 있어요.",
};

/** 오른쪽 드로어의 틀: 모든 페이지의 코드에 들어 있어 누르는 즉시 열립니다. */
export const navigatorDrawerFrameMessages: Translation<typeof enDrawerFrame> = {
  title: "AI 내비게이터",
  description: "한국어나 영어로 물어보시면 알맞은 페이지로 안내해 드릴게요.",
  close: "AI 내비게이터 닫기",
};

/** 오른쪽 드로어의 내용. */
export const navigatorDrawerMessages: Translation<typeof enDrawer> = {
  tabsLabel: "AI 내비게이터 화면",
  chatTab: "채팅",
  historyTab: "방문 기록",
  /** 6초마다 바뀌는 예시 3개. */
  helperPhrases: [
    "무엇이든 물어보세요. 예: “동형암호 논문 보여줘”",
    "예: “동형암호 데이터베이스”",
    "예: “영지식증명 SDK” 또는 “zero-knowledge proof”",
  ],
  navigating: "{destination} 페이지로 이동하는 중...",
  cancel: "이동 취소",
  cancelled: "이동을 취소했어요.",
  recommendations: "함께 보면 좋은 페이지:",
};
