/**
 * The language switch and the suggestion to read the other edition. The switch names the other edition in its own
 * language (한국어 on English pages, English on Korean ones); the suggestion speaks the language it suggests.
 */
export const editionMessages = {
  /** Accessible name of the switch, in this edition's language. */
  switchLabel: "Read this page in Korean",
  suggestion: {
    /** Shown on the English home page to a browser that prefers Korean: written in Korean on purpose. */
    text: "한국어로 보시겠어요? 이 사이트의 모든 페이지는 한국어로도 제공됩니다.",
    go: "한국어로 보기",
    dismiss: "닫기",
  },
} as const;
