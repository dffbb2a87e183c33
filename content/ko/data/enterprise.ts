/**
 * /enterprise (한국어판): 솔루션 카드 세 개, 보안·연동·도입 지원 목록, 엔터프라이즈 문의 대화상자 문구.
 * 타입은 영어 모듈의 것을 그대로 씁니다.
 */
import type { Translation } from "../../i18n";
import type { EnterpriseCard, enterpriseOverview as en } from "../../data/enterprise";

export type {
  ArchitectureLayer,
  ContactDialogCopy,
  EnterpriseCard,
  EnterpriseFeature,
  EnterpriseSolution,
  EnterpriseSolutionId,
  EnterpriseUseCase,
} from "../../data/enterprise";

export const enterpriseCards: readonly EnterpriseCard[] = [
  {
    id: "privacy-blockchain",
    name: "프라이버시 블록체인",
    cardSummary: "기밀 트랜잭션, 영지식증명 기반 규제 준수 증명, 양자내성 서명을 갖춘 허가형 원장입니다.",
  },
  {
    id: "homomorphic-db",
    name: "동형암호 데이터베이스",
    cardSummary:
      "CKKS·BFV 동형암호로 처음부터 끝까지 암호화된 상태의 데이터에서 SQL 분석과 벡터 검색을 수행합니다.",
  },
  {
    id: "pqc-encryption",
    name: "PQC 암호화",
    cardSummary:
      "ML-KEM과 ML-DSA로 양자내성암호 전환에 대비합니다. 암호 인벤토리부터 하이브리드 단계적 도입, 암호 민첩성까지 지원합니다.",
  },
];

export const enterpriseOverview: Translation<typeof en> = {
  hero: {
    title: "엔터프라이즈 솔루션",
    lead: "데이터 활용과 데이터 보호 사이에서 하나를 포기할 수 없는 조직을 위한 상용 수준의 암호 기술입니다. 기밀 원장, 암호화된 데이터 위의 연산, 양자내성 보안을 제공합니다.",
  },
  solutionsHeading: "Nullspace 엔터프라이즈 솔루션",
  learnMore: "자세히 보기",
  securityHeading: "엔터프라이즈급 보안",
  security: [
    {
      title: "표준 기반 암호 기술",
      description:
        "NIST FIPS 203/204/205 양자내성암호 알고리즘과 HomomorphicEncryption.org 파라미터 세트를 따르며, 국내 KpqC 공모전의 결과도 꾸준히 반영합니다.",
    },
    {
      title: "키는 고객이 직접 보관",
      description: "키는 고객의 HSM 또는 KMS에 보관되며, Nullspace 서비스는 암호문과 공개키만 다룹니다.",
    },
    {
      title: "독립적인 외부 검증",
      description: "프로토콜과 구현은 제3자 보안 감사를 거치며, 핵심 오픈소스 코드는 모두 공개되어 있습니다.",
    },
    {
      title: "상수 시간 구현",
      description:
        "부채널 공격에 대비해 강화한 코드 경로를 퍼징하고, 공개된 KAT(Known-Answer Test) 벡터로 검증합니다.",
    },
  ],
  integrationHeading: "손쉬운 연동",
  integration: [
    {
      title: "SDK 및 API",
      description: "REST·gRPC API와 Python, Java, Go, TypeScript, Rust SDK를 제공합니다.",
    },
    {
      title: "원하는 곳 어디에나 배포",
      description:
        "온프레미스, 프라이빗 클라우드, AWS·Azure·Google Cloud의 고객 VPC 어디에나 Kubernetes 패키지로 배포할 수 있습니다.",
    },
    {
      title: "인증 및 키 관리",
      description:
        "SAML·OIDC 싱글 사인온(SSO), PKCS#11 HSM, AWS KMS, Azure Key Vault, HashiCorp Vault와 연동됩니다.",
    },
    {
      title: "관측성",
      description: "OpenTelemetry 트레이스와 메트릭을 제공하며, 감사 로그를 고객의 SIEM으로 내보냅니다.",
    },
  ],
  workingHeading: "도입 절차와 지원",
  working: [
    {
      title: "개념 검증부터 시작",
      description:
        "대부분의 도입은 고객사 데이터로 4~8주간 진행하는 개념 검증(PoC)으로 시작합니다. 범위는 고객사 아키텍트와 함께 정합니다.",
    },
    {
      title: "가격 및 라이선스",
      description:
        "배포 단위의 연간 구독 방식이며, PoC 범위가 정해지면 견적을 드립니다. 오픈소스 코어는 각 라이선스에 따라 무료로 쓰실 수 있습니다.",
    },
    {
      title: "기술 지원 및 SLA",
      description:
        "PoC 기간에는 평일 업무 시간에 지원하고, 운영 계약에는 24시간 장애 대응이 포함되며 긴급 장애에는 1시간 안에 첫 답변을 드립니다.",
    },
    {
      title: "파트너 및 SI",
      description:
        "SI 업체, 리셀러, 클라우드 마켓플레이스와 협력합니다. 파트너십·제휴 문의도 같은 문의 양식으로 받습니다.",
    },
  ],
  ctaHeading: "가장 민감한 데이터를 보호할 준비가 되셨나요?",
  ctaLead: "PoC, 가격, 배포 방식에 대해 엔터프라이즈 팀과 상담해 보세요.",
  ctaButton: "엔터프라이즈 팀에 문의하기",
  contact: {
    title: "엔터프라이즈 팀 문의",
    description: "조직 소개와 보호하려는 대상을 알려 주세요. 엔터프라이즈 팀이 24시간 이내에 답변드립니다.",
    subject: "엔터프라이즈 문의",
    context: "엔터프라이즈 - 일반",
  },
};
