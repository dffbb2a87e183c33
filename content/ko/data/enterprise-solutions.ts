import type { Translation } from "../../i18n";
import type { enterpriseDetailText as en } from "../../data/enterprise-solutions";

/** 엔터프라이즈 상세 페이지에서 솔루션별 본문(content/ko/data/enterprise-details) 둘레의 문구(한국어판). */
export const enterpriseDetailText: Translation<typeof en> = {
  coreFeaturesHeading: "핵심 기능",
  useCasesHeading: "활용 사례",
  architectureHeading: "아키텍처 개요",
  diagramLabel: "{name} 아키텍처 다이어그램(애플리케이션 계층부터 스토리지 계층까지)",
  allSolutions: "전체 엔터프라이즈 솔루션",
  unknown: "존재하지 않는 엔터프라이즈 솔루션입니다.",
};
