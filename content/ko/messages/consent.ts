import type { Translation } from "../../i18n";
import type { consentMessages as en } from "../../messages/consent";

export type { ConsentMessages } from "../../messages/consent";

/** 문의 양식의 개인정보 수집·이용 안내와 동의 문구(한국어판). */
export const consentMessages: Translation<typeof en> = {
  heading: "개인정보 수집 및 이용 동의",
  rows: [
    {
      term: "수집 항목",
      detail:
        "이름, 이메일 주소, 문의 내용, 회사명(선택). 문의를 보낸 페이지와 접속 IP 주소가 함께 기록됩니다.",
    },
    {
      term: "수집·이용 목적",
      detail:
        "문의 접수 확인 메일 발송과 답변, 후속 상담(기술 미팅, 개념 검증) 진행. IP 주소는 양식 악용 방지에만 이용합니다.",
    },
    {
      term: "보유·이용 기간",
      detail:
        "삭제를 요청하실 때까지 보관하며, 사이트가 자동으로 삭제하지는 않습니다. 이메일({email})로 요청하시면 해당 주소로 받은 문의를 모두 파기합니다.",
    },
  ],
  refusal:
    "동의를 거부하실 수 있습니다. 다만 동의하지 않으시면 이 양식으로 문의를 접수할 수 없으며, 이메일({email})로 직접 문의하실 수 있습니다.",
  checkbox: "위 개인정보 수집 및 이용에 동의합니다",
  policyLink: "개인정보처리방침 전문 보기(새 창)",
  required: "문의를 접수하려면 개인정보 수집 및 이용에 동의해 주세요.",
  fieldLabel: "개인정보 수집 및 이용 동의",
  versionLabel: "개인정보 안내문",
  versionUnknown: "이 사이트에서 안내한 적이 없는 개인정보 안내문 버전입니다.",
};
