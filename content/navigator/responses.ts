import type { SectionId } from "../sections";

/** Navigator answer templates. `{title}` is the page's name, `{description}` its registry description. */
export interface ResponseTemplates {
  found: string;
  /** The best page is offered with others, as choices: the navigator is not sure. `{title}` is the best page. */
  unsure: string;
  /** No page fits well, but these come closest. */
  closest: string;
  /** Extra sentence per section, so answers feel specific without an LLM. */
  sectionHint: Readonly<Record<SectionId, string>>;
  unknown: string;
}

export const responseTemplates: Readonly<Record<"en" | "ko", ResponseTemplates>> = {
  en: {
    found: "The {title} page is the best match for that. {description}",
    unsure: "I'm not sure which page you mean. {title} comes closest; the others below may fit too.",
    closest:
      "I couldn't match that to one page. These come closest; if none of them fits, try describing what you need.",
    sectionHint: {
      ecosystem: "",
      research: "",
      devhub: "",
      labs: "",
      service: "",
      enterprise: "You can reach our enterprise team from there.",
      community: "",
    },
    unknown:
      "I couldn't match that to a page. I can guide you to our cryptography research and papers, developer docs and " +
      "open-source projects, the Nullspace services, enterprise solutions (homomorphic databases, post-quantum " +
      "encryption, privacy blockchain) and the community.",
  },
  // The panel around these answers speaks 해요체 too (content/ko/messages/navigator.ts); the question that follows
  // an answer ("…페이지로 이동할까요?") is the panel's, so an answer names the page and never says it will go there.
  ko: {
    found: "찾으시는 내용은 ‘{title}’ 페이지에 있어요.",
    unsure:
      "어느 페이지를 찾으시는지 확실하지 않아요. ‘{title}’ 페이지가 가장 가깝고, 아래 페이지도 맞을 수 있어요.",
    closest:
      "요청에 딱 맞는 페이지를 찾지 못했어요. 아래 페이지가 가장 가까워요. 맞는 페이지가 없으면 필요한 내용을 조금 더 자세히 알려 주세요.",
    sectionHint: {
      ecosystem: "솔루션과 핵심 기술, 오픈소스 프로젝트를 볼 수 있어요.",
      research: "연구 기술과 논문, 로드맵을 확인할 수 있어요.",
      devhub: "개발자 프로그램, 활용 사례, SDK 개발 문서를 확인할 수 있어요.",
      labs: "Nullspace 암호 연구소의 중점 연구 분야를 소개해요.",
      service: "Nullspace의 서비스와 플랫폼을 소개해요.",
      enterprise: "도입 상담도 그 페이지에서 바로 문의하실 수 있어요.",
      community: "Discord, GitHub, 포럼 소식과 이벤트 일정을 볼 수 있어요.",
    },
    unknown:
      "요청에 맞는 페이지를 찾지 못했어요. 암호 기술 연구와 논문, 개발 문서와 오픈소스 프로젝트, 서비스와 " +
      "엔터프라이즈 솔루션(동형암호 데이터베이스, 양자내성암호, 프라이버시 블록체인), 커뮤니티 페이지로 안내해 드릴 수 있어요.",
  },
};
