/** 연구 개요(/research)의 한국어 콘텐츠: 주요 연구 현황, 표준화 활동, 온라인 강의실. */
import type { Translation } from "../../i18n";
import type {
  classroomAnnouncement as en,
  ResearchHighlight,
  StandardsContribution,
} from "../../data/research";
import { withText } from "../../with-text";
import { sharedResearchHighlights } from "../../data/shared/research";

export { RESEARCH_YEARS } from "../../data/research";
export type { HighlightStatus, ResearchHighlight, StandardsContribution } from "../../data/research";

export const researchHighlights: readonly ResearchHighlight[] = withText(
  sharedResearchHighlights,
  (e) => e.id,
  {
    "ec-homomorphic-breakthrough": {
      title: "타원곡선 동형암호의 성능 혁신",
      description:
        "CRT 분할 방식의 EC-ElGamal 복호화로 암호화된 64비트 합계를 1밀리초 이내에 복원하며, 현재 TorusDB의 암호화 집계에 쓰이고 있습니다.",
    },
    "zk-signature-proofs": {
      title: "전자서명에 대한 영지식증명",
      description:
        "자격 증명을 공개하지 않고도 그에 대한 유효한 ECDSA 또는 EdDSA 서명을 갖고 있음을 증명하는 PLONK 회로를 개발하고 있습니다.",
    },
    "standards-proposals": {
      title: "국제 표준화 제안",
      description:
        "동형암호와 하이브리드 양자내성 키 교환 분야의 국제 표준화 작업에 제안서를 제출하고 있습니다.",
    },
    "mainnet-launch": {
      title: "메인넷 출시",
      description:
        "기밀 트랜잭션과 zk-SNARK 스마트 컨트랙트를 지원하는 Moduli Chain 메인넷이 가동을 시작했습니다.",
    },
  },
);

export const standardsContributions: readonly StandardsContribution[] = [
  {
    id: "fhe-iso",
    body: "ISO/IEC JTC 1/SC 27(정보보호 분과위원회)",
    topic: "완전동형암호(ISO/IEC 28033 시리즈): CKKS 및 BFV 파라미터 제안",
  },
  {
    id: "pq-hybrid-tls",
    body: "IETF TLS 워킹 그룹",
    topic: "ML-KEM 기반 TLS 1.3 하이브리드 양자내성 키 교환",
  },
];

export const classroomAnnouncement: Translation<typeof en> = {
  launch: "2027년 개설 예정",
  courses: [
    {
      title: "엔지니어를 위한 격자 암호",
      level: "중급",
      summary: "LWE, RLWE, MLWE를 기초 원리부터 익히고, 파라미터 추정과 ML-KEM을 단계별로 살펴봅니다.",
    },
    {
      title: "실전 동형암호",
      level: "고급",
      summary: "CKKS, BFV/BGV, TFHE의 인코딩, 노이즈 예산, 부트스트래핑과 기법 선택 방법을 다룹니다.",
    },
    {
      title: "영지식증명: 회로에서 롤업까지",
      level: "중급",
      summary: "산술화, PLONK, KZG 커밋먼트, 재귀 증명을 실습 회로와 함께 익힙니다.",
    },
    {
      title: "양자내성암호 전환 실무",
      level: "입문",
      summary:
        "엔지니어링 팀을 위해 FIPS 203·204·205, 하이브리드 TLS, 암호 인벤토리와 암호 민첩성을 다룹니다.",
    },
  ],
};
