import type { Translation } from "../../i18n";
import type { serviceMessages as en } from "../../messages/service";

/** 서비스 영역(포털, 카탈로그, 포럼 페이지, 플랫폼 페이지)의 화면 문구(한국어판). */
export const serviceMessages: Translation<typeof en> = {
  portal: {
    servicesCard: {
      title: "서비스 카탈로그",
      description:
        "임계 키 수탁, 암호화 신원 인증과 데이터베이스, 양자내성암호 함수, 기밀 토큰화, 프라이버시 보호 분석, 액터 기반 원장까지 상용 및 출시 전 플랫폼과 퍼블릭 네트워크 Moduli Chain을 소개합니다.",
      count: "플랫폼 {count}개",
      action: "서비스 둘러보기",
    },
    communityCard: {
      title: "커뮤니티 포럼",
      description:
        "질문하고, 직접 만든 결과물을 공유하고, Nullspace 엔지니어·연구자와 함께 설계 논의에 참여하세요.",
      action: "커뮤니티 참여하기",
    },
    highlightsHeading: "Nullspace 서비스를 선택하는 이유",
    highlights: [
      {
        title: "표준 우선",
        text: "FIPS 203, 204, 205 양자내성암호 알고리즘, HomomorphicEncryption.org 파라미터를 따르는 CKKS, 보안 감사를 거친 영지식증명 회로를 사용합니다.",
      },
      {
        title: "고객의 키, 고객의 인프라",
        text: "관리형 클라우드, 고객 VPC, 온프레미스 중 원하는 방식으로 운영할 수 있으며, 비밀키는 고객의 HSM이나 사용자에게 그대로 남습니다.",
      },
      {
        title: "일관된 개발 경험",
        text: "모든 플랫폼이 REST·gRPC API와 Go, TypeScript, Python SDK를 제공하며, 개발 문서는 DevHub에서 확인할 수 있습니다.",
      },
    ],
    ctaHeading: "내게 맞는 플랫폼 찾기",
    ctaText: "플랫폼을 한눈에 비교하거나, 커뮤니티에 참여해 플랫폼을 만든 엔지니어에게 직접 물어보세요.",
    exploreAll: "전체 서비스 보기",
    joinCommunity: "커뮤니티 참여하기",
  },
  comingSoonToast: {
    title: "곧 공개됩니다!",
    description: "커뮤니티 포럼이 곧 공개됩니다! 새 소식을 기대해 주세요.",
  },
  catalogue: {
    listLabel: "Nullspace 서비스",
    featuresLabel: "{title} 주요 기능",
    status: { active: "운영 중", beta: "베타", "coming-soon": "공개 예정" },
  },
  platform: {
    whatItIs: "플랫폼 소개",
    facts: "한눈에 보기",
    features: "주요 기능",
    howItWorks: "작동 방식",
    whoItIsFor: "추천 대상",
    backToCatalogue: "전체 서비스",
    solutionPage: "{name} 솔루션 소개",
    step: "{n}단계",
  },
};
