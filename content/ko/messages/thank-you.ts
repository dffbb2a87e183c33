import type { Translation } from "../../i18n";
import type { thankYouMessages as en } from "../../messages/thank-you";

/** /thank-you 페이지의 화면 문구(한국어판). */
export const thankYouMessages: Translation<typeof en> = {
  title: "감사합니다!",
  lead: "문의가 정상적으로 접수되었습니다. Nullspace에 관심을 가져 주셔서 감사합니다.",
  nextHeading: "이후 진행 절차",
  nextSteps: [
    "엔터프라이즈 팀이 문의 내용을 검토한 뒤 알맞은 전문가에게 전달합니다.",
    "24시간 이내에 답변을 드리며, 대개 데이터와 운영 환경에 관한 몇 가지 질문을 함께 여쭙니다.",
    "필요하면 기술 미팅이나 개념 검증(PoC) 범위를 정하는 자리를 마련합니다.",
  ],
  backHome: "홈으로",
  goBack: "이전 페이지로",
  directLine: "이메일로 직접 문의하실 수도 있습니다:",
};
