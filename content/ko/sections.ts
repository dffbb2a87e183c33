import { sharedSections } from "../data/shared/sections";
import type { Section } from "../sections";
import { withText } from "../with-text";

export { SECTION_IDS, isSectionId } from "../sections";
export type { Section, SectionId } from "../sections";

/** 홈 타일과 헤더 바로가기의 섹션 6개, 그리고 커뮤니티. 순서가 곧 표시 순서입니다. */
export const sections: readonly Section[] = withText(sharedSections, (s) => s.id, {
  ecosystem: {
    label: "에코시스템",
    blurb: "현대 암호 기술로 만든 솔루션과 핵심 기술, 오픈소스 프로젝트를 소개합니다.",
  },
  research: { label: "연구", blurb: "연구 기술과 논문 18편, 프로젝트 로드맵, 온라인 강의실을 만나 보세요." },
  devhub: {
    label: "DevHub",
    blurb: "개발자 프로그램, 활용 사례, SDK 개발 문서, 오픈소스 프로젝트를 제공합니다.",
  },
  labs: { label: "연구소", blurb: "수리 암호학과 양자내성 보안을 연구하는 Nullspace 암호 연구소입니다." },
  service: { label: "서비스", blurb: "암호화 데이터베이스부터 서버리스 PQC까지, 상용 플랫폼을 제공합니다." },
  enterprise: {
    label: "엔터프라이즈",
    blurb: "기업을 위한 프라이버시 블록체인, 동형암호 데이터베이스, PQC 암호화 솔루션을 제공합니다.",
  },
  community: {
    label: "커뮤니티",
    blurb: "Discord, GitHub, 포럼에서 소통하고 행사 소식을 확인할 수 있습니다.",
  },
});
