/**
 * Visible text of the AI navigator (home box, inner-page chat panel, drawer). Split into several exports so that
 * the first load (home box) does not carry the drawer's text: a bundler drops the exports a chunk never uses.
 * A Korean edition is a second set of objects of the same types.
 */

/** Text shared by every navigator surface. */
export const navigatorMessages = {
  inputLabel: "Ask the AI navigator where to go",
  /** Short enough to show whole in the field on a 320 px phone; the rotating examples show under the field. */
  placeholder: "What are you looking for?",
  submit: "Ask",
  thinking: "THINKING...",
  analyzing: "AI is analyzing your request...",
  errorTitle: "Navigation Error",
  errorDescription: "Failed to process your request. Please try again.",
  /** The error a request fails with when no chat session could be had. */
  noSession: "No session",
  answerLabel: "Navigator answer",
} as const;

/** After every answer, in the home box and the drawer: was it helpful? */
export const navigatorFeedbackMessages = {
  question: "Was this helpful?",
  yes: "Yes",
  no: "No",
  commentLabel: "What were you looking for? (optional)",
  /** {count} characters of {max}. */
  commentCount: "{count}/{max}",
  send: "Send",
  skip: "Skip",
  thanks: "Thanks for your feedback.",
  failed: "Your feedback could not be sent.",
  /** Shown when the drawer opens again after taking the visitor to a page: the last answer can still be rated. */
  lastAnswer: "Your last question: “{query}”",
} as const;

/** Home box and chat panel: the answer is confirmed with Yes / No. */
export const navigatorBoxMessages = {
  heading: "AI Navigator",
  intro: "Tell us what you are looking for, in English or Korean.",
  /** Rotate every 8 s: six phrases, English and Korean examples. */
  helperPhrases: [
    "Try: “Show me homomorphic encryption research”",
    "예: “동형암호 논문 보여줘”",
    "Try: “I need post-quantum encryption for my bank”",
    "예: “영지식증명 개발 문서”",
    "Try: “Where can I join the developer program?”",
    "예: “PQC 도입 상담하고 싶어요”",
  ],
  question: "Would you like to go to the {page} section?",
  yes: "Yes, take me there",
  no: "No, let me try again",
} as const;

/**
 * Home box, chat panel and drawer: when the navigator is not sure, the pages it may mean are offered as buttons
 * instead of a question about one page or an automatic jump.
 */
export const navigatorChoiceMessages = {
  heading: "Did you mean…?",
  /** Beside a sure answer: the other pages, in case it is the wrong one. */
  othersHeading: "Not the page you wanted? You may mean:",
  /** Announced after the answer, so a screen reader knows the buttons are there. */
  countOne: "One page to choose from.",
  /** {count} is 2 or more. */
  countMany: "{count} pages to choose from.",
} as const;

/** The right-hand drawer's frame: part of every page's code, so the drawer opens with the click. */
export const navigatorDrawerFrameMessages = {
  title: "AI Navigator",
  description: "Ask in English or Korean and we will take you to the right page.",
  close: "Close the AI navigator",
} as const;

/** The right-hand drawer's content. */
export const navigatorDrawerMessages = {
  tabsLabel: "AI navigator views",
  chatTab: "Chat",
  historyTab: "History",
  /** Rotate every 6 s: three phrases including Korean examples. */
  helperPhrases: [
    "Ask anything, e.g. “whitepaper library”",
    "예: “동형암호 데이터베이스”",
    "e.g. “zero-knowledge proof SDK” or “영지식증명”",
  ],
  navigating: "Navigating to {destination}...",
  cancel: "Stay here",
  cancelled: "Navigation cancelled.",
  recommendations: "You might also like:",
} as const;
