import type { Translation } from "../../i18n";
import type { contactDialogMessages as enDialog, contactMessages as en } from "../../messages/contact";

export type { ContactMessages } from "../../messages/contact";

/** 안내 문구와 형식 오류 메시지에 함께 쓰는 예시 주소. */
const EXAMPLE_EMAIL = "name@company.com";

/** 문의 양식과 대화상자의 화면 문구(한국어판). */
export const contactMessages: Translation<typeof en> = {
  form: {
    nameLabel: "이름",
    namePlaceholder: "이름을 입력해 주세요",
    companyLabel: "회사",
    companyOptional: "(선택)",
    companyPlaceholder: "회사 또는 기관명",
    emailLabel: "이메일",
    emailPlaceholder: EXAMPLE_EMAIL,
    messageLabel: "문의 내용",
    messagePlaceholder: "프로젝트와 데이터, 일정 등을 알려 주세요.",
    submit: "문의하기",
    sending: "보내는 중...",
    required: "필수",
    errorSummary: "표시된 항목을 확인해 주세요.",
    autoresponse:
      "Nullspace에 문의해 주셔서 감사합니다. 문의 내용을 접수했으며, 24시간 이내에 답변드리겠습니다.",
  },
  validation: {
    nameRequired: "이름을 입력해 주세요.",
    nameTooLong: "이름은 100자 이내로 입력해 주세요.",
    companyTooLong: "회사명은 120자 이내로 입력해 주세요.",
    emailRequired: "이메일 주소를 입력해 주세요.",
    emailInvalid: `올바른 이메일 주소를 입력해 주세요(예: ${EXAMPLE_EMAIL}).`,
    emailTooLong: "이메일 주소가 너무 깁니다.",
    messageRequired: "문의하실 내용을 입력해 주세요.",
    messageTooLong: "문의 내용은 5,000자 이내로 입력해 주세요.",
    contextTooLong: "페이지 정보가 너무 깁니다.",
    subjectTooLong: "제목이 너무 깁니다.",
    nextTooLong: "돌아갈 주소가 너무 깁니다.",
    autoresponseTooLong: "자동 응답 문구가 너무 깁니다.",
    localeInvalid: "문의 언어가 올바르지 않습니다.",
  },
  toast: {
    successTitle: "문의를 보냈습니다",
    successDescription: "문의해 주셔서 감사합니다. 담당자가 곧 연락드리겠습니다.",
    errorTitle: "문의를 보내지 못했습니다",
    errorDescription: "잠시 후 다시 시도하시거나 {email} 주소로 직접 문의해 주세요.",
  },
};

/** 문의 대화상자의 틀: 페이지 코드에 들어 있어 누르는 즉시 열립니다. */
export const contactDialogMessages: Translation<typeof enDialog> = {
  close: "닫기",
};
