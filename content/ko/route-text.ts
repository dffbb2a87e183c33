import type { RouteTexts } from "../routes";

/** 한국어판의 라우트별 텍스트: 페이지 제목(h1, 브라우저 제목, 방문 기록), 이동 경로 라벨, 메타 설명. */
export const routeText: RouteTexts = {
  home: {
    title: "Nullspace Hub",
    crumb: "홈",
    description:
      "Nullspace는 동형암호, 양자내성암호(PQC), 영지식증명, 블록체인 프라이버시 등 암호 기술로 더 안전한 디지털 세상을 만들어 갑니다.",
  },
  ecosystem: {
    title: "에코시스템",
    description:
      "현대 암호 기술을 바탕으로 한 Nullspace의 솔루션과 핵심 암호 기술, 오픈소스 프로젝트를 한곳에서 소개합니다.",
  },
  "ecosystem-explore": {
    title: "에코시스템 둘러보기",
    crumb: "둘러보기",
    description:
      "Nullspace의 모든 솔루션과 핵심 기술을 한눈에 둘러볼 수 있습니다. 카테고리와 개발 상태별로 필터링해 원하는 기술을 빠르게 찾아보세요.",
  },
  "ecosystem-solutions": {
    title: "솔루션",
    description:
      "암호화 데이터베이스부터 PQC 서비스, 자산 토큰화, 프라이버시 보호 분석까지 Nullspace의 모든 솔루션을 한곳에서 소개합니다.",
  },
  "solution-detail": {
    title: "솔루션",
    description: "",
  },
  "ecosystem-core-tech": {
    title: "핵심 기술",
    description:
      "CKKS, ML-KEM, ML-DSA, zk-SNARK, 임계 MPC, 암호화 연합학습 등 Nullspace의 솔루션을 떠받치는 핵심 암호 기술을 소개합니다.",
  },
  "core-tech-detail": {
    title: "핵심 기술",
    description: "",
  },
  "ecosystem-opensource": {
    title: "오픈소스 프로젝트",
    crumb: "오픈소스",
    description:
      "동형암호, 양자내성암호(PQC), 영지식증명, 다자간 계산(MPC)을 위한 Nullspace의 오픈소스 라이브러리를 소개합니다.",
  },
  "opensource-detail": {
    title: "오픈소스 프로젝트",
    description: "",
  },
  research: {
    title: "연구",
    description:
      "Nullspace가 연구하는 암호 기술 7가지와 논문 18편, 프로젝트 로드맵, 온라인 강의실까지 Nullspace의 연구 성과를 한곳에서 소개합니다.",
  },
  "technology-overview": {
    title: "기술 개요",
    description:
      "동형암호부터 차분 프라이버시까지, Nullspace가 연구하는 암호 기술 7가지를 소개합니다. 각 기술의 개요를 한눈에 살펴볼 수 있습니다.",
  },
  "technology-detail": {
    title: "기술",
    description: "",
  },
  "whitepaper-library": {
    title: "논문 라이브러리",
    crumb: "논문 라이브러리",
    description:
      "Nullspace의 연구 논문과 백서 18편을 소개합니다. 페이지 안의 PDF 뷰어로 내려받지 않고 바로 읽어 볼 수 있습니다.",
  },
  "project-roadmap": {
    title: "프로젝트 로드맵",
    description:
      "Nullspace가 추진하는 3대 핵심 연구 프로젝트의 단계별 계획과 주요 마일스톤을 한눈에 살펴볼 수 있습니다.",
  },
  "online-classroom": {
    title: "온라인 강의실",
    description:
      "Nullspace 연구팀이 현대 암호학을 주제로 한 무료 온라인 강좌를 준비하고 있습니다. 온라인 강의실은 곧 공개됩니다.",
  },
  devhub: {
    title: "DevHub",
    description:
      "Nullspace 개발자 허브 DevHub는 개발자 프로그램, 활용 사례, SDK 개발 문서, 오픈소스 프로젝트를 제공합니다. Nullspace로 개발을 시작해 보세요.",
  },
  "developer-program": {
    title: "개발자 프로그램",
    description:
      "Nullspace 개발자 프로그램은 샌드박스 키와 SDK, 오피스아워, 크레딧을 제공해 고급 암호 기술을 활용한 개발을 지원합니다.",
  },
  "devhub-program": {
    title: "개발자 프로그램 시작하기",
    crumb: "시작하기",
    description:
      "개발자 프로그램에 가입하면 Nullspace 암호 API를 샌드박스에서 바로 사용할 수 있습니다. 지금 Nullspace로 개발을 시작해 보세요.",
  },
  "use-cases-hub": {
    title: "활용 사례 허브",
    description:
      "동형암호, 양자내성암호(PQC), 영지식증명을 실제 서비스에 적용한 구체적인 활용 사례를 참조 아키텍처와 함께 소개합니다.",
  },
  "use-case-detail": {
    title: "활용 사례",
    description: "",
  },
  "devhub-docs": {
    title: "개발 문서",
    crumb: "문서",
    description:
      "Nullspace SDK 시작 가이드를 제공합니다. 설치 방법부터 플랫폼별 예제 코드, API 개요까지 한곳에서 확인할 수 있습니다.",
  },
  "devhub-opensource": {
    title: "개발자를 위한 오픈소스 프로젝트",
    crumb: "오픈소스 프로젝트",
    description:
      "Rust, Go, TypeScript, Python으로 작성된 Nullspace의 오픈소스 프로젝트를 소개합니다. 지금 바로 활용할 수 있는 라이브러리를 만나 보세요.",
  },
  "project-detail": {
    title: "프로젝트",
    description: "",
    itemTitle: "{name} 개발자 가이드",
  },
  labs: {
    title: "Nullspace 암호 연구소",
    crumb: "연구소",
    description:
      "Nullspace 암호 연구소는 수리 암호학과 양자내성 보안, 동형암호, 블록체인 프라이버시를 연구합니다.",
  },
  community: {
    title: "커뮤니티",
    description:
      "Discord, GitHub, 포럼에서 Nullspace 커뮤니티와 함께하세요. 다가오는 행사 일정도 확인할 수 있습니다.",
  },
  service: {
    title: "Nullspace 서비스 포털",
    crumb: "서비스",
    description:
      "Nullspace 서비스 포털입니다. 플랫폼을 소개하는 서비스 카탈로그와 커뮤니티 포럼을 한곳에서 이용할 수 있습니다.",
  },
  services: {
    title: "서비스 카탈로그",
    crumb: "서비스",
    description:
      "CUSP, PrivID / TorusDB, PQC-Function, Tokenis, Epsilon, Ledger Actor Fabric까지 Nullspace의 플랫폼과 Moduli Chain 네트워크를 소개합니다.",
  },
  "community-forum": {
    title: "커뮤니티 포럼",
    description:
      "Nullspace로 개발하는 분들이 질문과 답변, 공지사항을 나누는 커뮤니티 포럼이 곧 문을 엽니다. 조금만 기다려 주세요.",
  },
  "service-cusp": {
    title: "CUSP 플랫폼",
    description:
      "CUSP(Cryptographic Unified Security Platform)는 임계 MPC 기반 키 수탁, HSM 연동, 정책 제어를 제공하는 통합 암호 보안 플랫폼입니다.",
  },
  "service-pqc-function": {
    title: "PQC-Function 플랫폼",
    description:
      "PQC-Function은 ML-KEM과 ML-DSA 기반 양자내성암호를 간단한 API로 제공하는 서버리스 플랫폼입니다.",
  },
  "service-tokenis": {
    title: "Tokenis 플랫폼",
    description:
      "Tokenis는 잔액을 기밀로 보호하고 영지식증명으로 규제 준수를 입증하는 실물자산(RWA) 토큰화 플랫폼입니다.",
  },
  "service-epsilon": {
    title: "Epsilon 플랫폼",
    description: "Epsilon은 차분 프라이버시와 암호화 조인으로 데이터를 보호하면서 분석하는 플랫폼입니다.",
  },
  "service-ledger-actor-fabric": {
    title: "Ledger Actor Fabric 플랫폼",
    description:
      "Ledger Actor Fabric은 BFT 합의로 트랜잭션 순서를 정하는, 허가형 원장을 위한 액터 모델 런타임입니다.",
  },
  "service-privid": {
    title: "PrivID / TorusDB 플랫폼",
    description:
      "PrivID와 TorusDB는 동형암호 기반 데이터베이스 위에서 생체 정보를 암호화한 상태 그대로 인증하는 플랫폼입니다.",
  },
  enterprise: {
    title: "엔터프라이즈",
    description:
      "프라이버시 블록체인, 동형암호 데이터베이스, 양자내성암호(PQC) 암호화까지 기업을 위한 Nullspace의 암호 솔루션을 소개합니다.",
  },
  "enterprise-privacy-blockchain": {
    title: "프라이버시 블록체인",
    description:
      "Nullspace 프라이버시 블록체인은 기밀 트랜잭션과 영지식증명 기반 규제 준수, 양자내성 전자서명을 갖춘 엔터프라이즈 블록체인입니다.",
  },
  "enterprise-homomorphic-db": {
    title: "동형암호 데이터베이스",
    description:
      "CKKS 동형암호 기반의 엔터프라이즈 데이터베이스로, 민감한 데이터를 암호화한 상태 그대로 조회할 수 있습니다.",
  },
  "enterprise-pqc-encryption": {
    title: "PQC 암호화",
    description:
      "ML-KEM과 ML-DSA로 양자내성암호 전환을 지원합니다. 암호 자산 현황 파악부터 하이브리드 단계적 도입, 암호 민첩성 확보까지 함께합니다.",
  },
  "thank-you": {
    title: "감사합니다",
    description:
      "문의가 Nullspace 팀에 정상적으로 접수되었습니다. 담당 전문가 배정부터 24시간 이내 회신까지, 앞으로의 진행 절차를 안내해 드립니다.",
  },
  privacy: {
    title: "개인정보처리방침",
    description:
      "Nullspace 웹사이트가 처리하는 개인정보의 항목과 목적, 보유 기간, 파기 절차, 정보주체의 권리를 안내합니다.",
  },
  security: {
    title: "보안 취약점 신고 정책",
    crumb: "보안 취약점 신고",
    description:
      "Nullspace 웹사이트와 오픈소스 라이브러리의 보안 취약점 신고 방법, 대상 범위, 응답 기간, 연구자 보호 원칙을 안내합니다.",
  },
  "not-found": {
    title: "페이지를 찾을 수 없습니다(404)",
    crumb: "페이지 없음",
    description:
      "찾으시는 페이지가 존재하지 않습니다. 주소가 올바른지 다시 확인하시거나 홈에서 원하는 페이지를 찾아보세요.",
  },
};
