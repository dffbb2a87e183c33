import type { Translation } from "../i18n";
import type { siteText as en } from "../site-text";

/** 사이트와 연구소의 이름, 그리고 사이트의 약속(태그라인). 브랜드와 조직 이름은 영문 그대로 씁니다. */
export const siteText: Translation<typeof en> = {
  brand: "Nullspace",
  hubTitle: "Nullspace Hub",
  tagline: "암호 기술로 더 안전한 디지털 세상을 만듭니다",
  shortTagline: "암호 기술로 더 안전한 디지털 세상을 만듭니다",
  lab: { name: "Nullspace 암호 연구소", operatedBy: "Nullspace Research" },
};
