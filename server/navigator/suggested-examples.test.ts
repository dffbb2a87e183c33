import { describe, expect, it } from "vitest";
import {
  navigatorBoxMessages,
  navigatorDrawerMessages,
  navigatorMessages,
} from "../../content/messages/navigator";
import {
  navigatorBoxMessages as koBox,
  navigatorDrawerMessages as koDrawer,
  navigatorMessages as koMessages,
} from "../../content/ko/messages/navigator";
import { createNavigatorService } from "./service";

/**
 * Every example the site suggests (the quoted requests in the rotating helper phrases of the home box and the
 * drawer, both editions, and the input placeholder) lands where a visitor who typed it would expect. The intended
 * pages are mapped here, not in the message modules: the mapping is this test's claim about the examples.
 */
const DOCS = "/devhub/docs";
const intended: Readonly<Record<string, readonly string[]>> = {
  "Show me homomorphic encryption research": ["/research/technologies/homomorphic-encryption"],
  "동형암호 연구 보여줘": ["/research/technologies/homomorphic-encryption"],
  "동형암호 논문 보여줘": ["/research/whitepaper-library"],
  "I need post-quantum encryption for my bank": ["/enterprise/pqc-encryption"],
  "은행에 양자내성암호를 도입하고 싶어요": ["/enterprise/pqc-encryption"],
  "영지식증명 개발 문서": [DOCS],
  "영지식증명 SDK 문서": [DOCS],
  "Where can I join the developer program?": ["/devhub/developer-program"],
  "개발자 프로그램은 어디서 가입하나요?": ["/devhub/developer-program"],
  "PQC 도입 상담하고 싶어요": ["/enterprise/pqc-encryption"],
  "whitepaper library": ["/research/whitepaper-library"],
  "백서 라이브러리": ["/research/whitepaper-library"],
  "동형암호 데이터베이스": ["/enterprise/homomorphic-db", "/ecosystem/solutions/torusdb"],
  // An SDK for zero-knowledge proofs: the docs, the ZK library, or the technology the visitor names.
  "zero-knowledge proof SDK": [
    DOCS,
    "/devhub/projects/moduli-circuits",
    "/ecosystem/opensource/moduli-circuits",
    "/research/technologies/zero-knowledge-proofs",
  ],
  "영지식증명 SDK": [
    DOCS,
    "/devhub/projects/moduli-circuits",
    "/ecosystem/opensource/moduli-circuits",
    "/research/technologies/zero-knowledge-proofs",
  ],
  "zero-knowledge proof": ["/research/technologies/zero-knowledge-proofs"],
  영지식증명: ["/research/technologies/zero-knowledge-proofs"],
  // The placeholder asks the visitor a question; typed back, it names no page.
  "What are you looking for?": ["unknown"],
  "무엇을 찾고 계신가요?": ["unknown"],
};

/** The quoted examples of the helper phrases (“...”), and the placeholders. */
function suggestedExamples(): string[] {
  const phrases = [
    ...navigatorBoxMessages.helperPhrases,
    ...navigatorDrawerMessages.helperPhrases,
    ...koBox.helperPhrases,
    ...koDrawer.helperPhrases,
  ];
  const quoted = phrases.flatMap((p) => [...p.matchAll(/“([^”]+)”/g)].map((m) => m[1] ?? ""));
  return [...new Set([...quoted, navigatorMessages.placeholder, koMessages.placeholder])];
}

describe("suggested examples", () => {
  const service = createNavigatorService();

  it("every helper phrase quotes at least one example and every example has an intended page here", () => {
    for (const p of [...navigatorBoxMessages.helperPhrases, ...koBox.helperPhrases])
      expect(p).toMatch(/“[^”]+”/);
    for (const example of suggestedExamples()) expect(intended[example], example).toBeDefined();
  });

  it.each(suggestedExamples())("%s lands on its intended page, in both editions", (example) => {
    const want = intended[example] ?? [];
    expect(want).toContain(service.answer(example).answer.destination);
    const ko = service.answer(example, "ko").answer.destination;
    expect(want.map((p) => (p === "unknown" ? p : `/ko${p}`))).toContain(ko);
  });
});
