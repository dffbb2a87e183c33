/** DevHub 콘텐츠: 개발 여정, 주요 기술, 개발자 프로그램(SDK 개발 문서는 devhub-docs.ts에 있습니다). */
import type { Translation } from "../../i18n";
import type { Benefit, Faq, FeaturedTechnology, Tier, journeySteps as en } from "../../data/devhub";

export type { Benefit, DevhubIcon, Faq, FeaturedTechnology, JourneyStep, Tier } from "../../data/devhub";

export const programBenefits: readonly Benefit[] = [
  {
    icon: "key",
    title: "샌드박스 API 키",
    body: "PQC-Function, TorusDB, Epsilon, 영지식증명 생성 서비스를 샌드박스에서 무료로 쓸 수 있습니다. 테스트 키로는 운영 데이터에 절대 접근할 수 없습니다.",
  },
  {
    icon: "book",
    title: "SDK와 참조 코드",
    body: "TypeScript, Python, Rust, Go, Kotlin, Swift용 SDK를 지속적으로 관리하며, 활용 사례 허브의 참조 아키텍처도 함께 제공합니다.",
  },
  {
    icon: "users",
    title: "암호학자 오피스아워",
    body: "매월 Nullspace 연구팀과 만나 파라미터 선택, 위협 모델, 회로 설계를 함께 검토합니다.",
  },
  {
    icon: "credit",
    title: "운영 환경 크레딧",
    body: "간단한 아키텍처 리뷰를 통과한 프로젝트에는 첫 운영 워크로드에 사용할 크레딧을 드립니다.",
  },
  {
    icon: "flask",
    title: "얼리 액세스",
    body: "암호화 벡터 검색, Moduli Chain 테스트넷의 암호화 멤풀 등 베타 기능을 정식 출시 전에 먼저 사용해 볼 수 있습니다.",
  },
  {
    icon: "shield",
    title: "보안 리뷰",
    body: "출시 전에 체크리스트를 바탕으로 키, 논스, 오류 처리 경로를 안전하게 다루는지 검토합니다.",
  },
];

/**
 * The English type names the three titles literally ("Join Program" | ...), so the Korean steps are typed as the
 * English value with its text widened to string.
 */
export const journeySteps: Translation<typeof en> = [
  {
    title: "프로그램 가입",
    body: "개발자 프로그램에 신청하고 모든 Nullspace API의 샌드박스 키를 발급받으세요.",
    href: "/devhub/program",
    cta: "프로그램 가입하기",
  },
  {
    title: "허브 둘러보기",
    body: "만들려는 서비스와 비슷한 활용 사례를 골라 참조 아키텍처와 예제 코드를 살펴보세요.",
    href: "/devhub/hub",
    cta: "허브 열기",
  },
  {
    title: "빌드 및 배포",
    body: "SDK를 설치해 샌드박스에서 개발하고, 운영 환경으로 전환할 때 운영 키로 바꾸세요.",
    href: "/devhub/docs",
    cta: "개발 문서 보기",
  },
];

export const featuredTechnologies: readonly FeaturedTechnology[] = [
  {
    coreTechId: "ckks",
    title: "동형암호",
    body: "CKKS로 데이터를 암호화된 상태 그대로 연산해 실수 기반 분석과 머신러닝에 활용합니다.",
    points: [
      "TorusDB의 암호화 SQL 집계",
      "수천 개 값을 한 번에 처리하는 SIMD 패킹",
      "깊은 회로를 위한 부트스트래핑",
    ],
  },
  {
    coreTechId: "ml-kem",
    title: "양자내성암호",
    body: "ML-KEM(FIPS 203)과 ML-DSA(FIPS 204)로 양자내성 키 교환과 전자서명을 구현합니다.",
    points: ["하이브리드 X25519MLKEM768", "HSM에 보관되는 키", "암호 민첩성을 갖춘 키 정책"],
  },
  {
    coreTechId: "zk-snark",
    title: "영지식증명",
    body: "데이터를 공개하지 않고도 그 사실을 증명합니다. Groth16과 PLONK 증명은 밀리초 단위로 검증됩니다.",
    points: ["보안 감사를 마친 회로", "프라이버시를 보장하는 자격 증명", "재귀적 증명 집계"],
  },
];

export const programTiers: readonly Tier[] = [
  {
    name: "커뮤니티",
    price: "무료",
    audience: "개인 개발자, 학생, 연구자",
    features: ["모든 API의 샌드박스 키", "분당 요청 60건", "커뮤니티 지원", "모든 SDK와 샘플 코드"],
  },
  {
    name: "스타트업",
    price: "승인 시 크레딧 제공",
    audience: "첫 운영 환경 출시를 준비하는 팀",
    features: [
      "커뮤니티 등급의 모든 혜택",
      "아키텍처 리뷰 후 운영 환경 크레딧 제공",
      "월간 오피스아워",
      "베타 기능 얼리 액세스",
    ],
  },
  {
    name: "연구",
    price: "학술 목적 무료",
    audience: "대학 및 비영리 연구 단체",
    features: [
      "커뮤니티 등급의 모든 혜택",
      "실험을 위한 샌드박스 한도 상향",
      "공동 저술 및 벤치마크 지원",
      "fedhe와 torus-he의 연구용 빌드 제공",
    ],
  },
];

export const joinSteps: readonly string[] = [
  "무엇을 개발하는지, 어떤 플랫폼을 사용할지 알려 주세요.",
  "영업일 기준 1일 이내에 샌드박스 키(ns_test_로 시작)를 보내 드립니다.",
  "원하는 SDK로 샌드박스에서 개발을 진행하세요.",
  "아키텍처 리뷰를 예약하면 운영 환경 크레딧을 받을 수 있습니다.",
];

export const programFaq: readonly Faq[] = [
  {
    question: "암호학 배경지식이 필요한가요?",
    answer:
      "아니요. SDK가 프리셋으로 안전한 파라미터를 선택합니다(예: CKKS는 n15-128, 키 교환은 ML-KEM-768). 프리셋 이상의 설정이 필요할 때는 오피스아워에서 도움을 받을 수 있습니다.",
  },
  {
    question: "샌드박스 데이터가 운영 환경으로 넘어갈 수 있나요?",
    answer:
      "아니요. 샌드박스와 운영 환경은 키, HSM 파티션, 데이터베이스가 모두 분리되어 있습니다. 테스트 키로는 운영 엔드포인트를 호출할 수 없습니다.",
  },
  {
    question: "어떤 알고리즘을 사용할 수 있나요?",
    answer:
      "ML-KEM-512/768/1024, ML-DSA-44/65/87, SLH-DSA, 하이브리드 X25519MLKEM768, CKKS와 BFV, Groth16과 PLONK 증명, 임계 ECDSA와 EdDSA를 지원합니다.",
  },
  {
    question: "오픈소스 코드와 호스팅 서비스의 코드는 같은가요?",
    answer:
      "‘상용’으로 표시된 라이브러리는 Nullspace 플랫폼에서 실제로 운영 중인 코드입니다. ‘베타’와 ‘연구’ 라이브러리는 더 이른 단계에 공개되며, 각 페이지에 그 사실을 명시합니다.",
  },
];
