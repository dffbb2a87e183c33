import type { Translation } from "../../i18n";
import type { editionMessages as en } from "../../messages/edition";

export const editionMessages: Translation<typeof en> = {
  switchLabel: "이 페이지를 영어로 보기",
  suggestion: {
    // Never shown on Korean pages; kept for the shared shape, in English as it would speak to an English reader.
    text: "영어로 보시겠어요? 이 사이트의 모든 페이지는 영어로도 제공됩니다.",
    go: "영어로 보기",
    dismiss: "닫기",
  },
};
