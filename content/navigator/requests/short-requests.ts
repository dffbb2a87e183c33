import type { RequestList } from "./types";

/** Short requests, as typed into a search box: a page's name, its section, an intent in two or three words. */
export const shortRequests: RequestList = {
  "/": {
    en: [
      "about nullspace",
      "what does nullspace do",
      "go back to the start page",
      "main page",
      // Asking for the other edition: the answer is this page in the edition named (edition.ts).
      "show me the site in korean",
      "change language to korean",
      "english version of the website",
      "switch to the english site",
    ],
    ko: [
      "널스페이스 소개",
      "메인 화면",
      "처음 화면으로",
      "한국어 사이트로 바꿔 주세요",
      "한국어 버전으로 전환",
      "영문 홈페이지로 가기",
      "영어 버전으로 바꿔줘",
    ],
  },
  "/ecosystem": {
    en: ["what does the nullspace ecosystem include", "products and partners overview"],
    ko: ["에코시스템", "생태계 둘러보기", "널스페이스 생태계 소개"],
  },
  "/ecosystem/explore": {
    en: [
      "explore all solutions and technologies",
      "browse the whole ecosystem by category",
      "filter solutions by status",
    ],
    ko: ["전체 솔루션과 기술 둘러보기", "생태계 탐색"],
  },
  "/ecosystem/solutions": {
    en: ["what solutions do you sell", "all products", "solution catalogue"],
    ko: ["어떤 솔루션이 있나요", "전체 솔루션"],
  },
  "/ecosystem/core-tech": {
    en: ["cryptographic building blocks", "which algorithms do you use", "core tech"],
    ko: ["어떤 알고리즘을 쓰나요", "기반 기술"],
  },
  "/ecosystem/opensource": {
    en: ["your github repositories", "open-source libraries list", "source code on github"],
    ko: ["깃허브 저장소", "오픈소스 라이브러리 목록"],
  },
  "/research": {
    en: [
      "research overview",
      "what do you research",
      "research highlights and counters",
      "research breakthroughs",
    ],
    ko: ["어떤 연구를 하나요", "연구 성과"],
  },
  "/research/technology-overview": {
    en: [
      "all seven technologies",
      "what technologies do you work on",
      "list of technologies",
      "cryptography",
      "encryption and security technologies",
    ],
    ko: ["암호 기술", "보안 기술", "암호화 기술", "어떤 기술을 연구하나요", "기술 목록"],
  },
  "/research/whitepaper-library": {
    en: [
      "research papers",
      "read your publications",
      "download the pdf",
      "academic papers",
      "papers about cryptography",
    ],
    ko: ["논문 보여줘", "백서 다운로드", "연구 논문 목록", "논문 읽고 싶어"],
  },
  "/research/project-roadmap": {
    en: ["what are you building next", "milestones and phases", "release timeline", "future plans"],
    ko: ["로드맵", "프로젝트 일정", "앞으로의 계획"],
  },
  "/research/online-classroom": {
    en: ["cryptography courses", "learn cryptography online", "free lectures", "video class"],
    ko: ["온라인 강의", "암호학 강좌", "암호 공부하고 싶어", "교육 과정"],
  },
  "/devhub": {
    en: ["for developers", "start building with your tools", "developer journey"],
    ko: ["개발자를 위한 페이지"],
  },
  "/devhub/developer-program": {
    en: [
      "sign up for sandbox keys",
      "get started building",
      "apply for credits and office hours",
      "become a partner developer",
      "free access for students",
    ],
    ko: ["개발자 프로그램", "샌드박스 키 신청", "개발 시작하기", "학생은 무료인가요"],
  },
  "/devhub/hub": {
    en: ["what can i build with it", "real world examples", "reference architectures", "industry scenarios"],
    ko: ["사용 사례", "활용 사례 모음", "어디에 쓰이나요", "적용 사례"],
  },
  "/devhub/docs": {
    en: [
      "sdk documentation",
      "how do i install the sdk",
      "code samples",
      "getting started guide",
      "integration guide",
      "sdk",
      "get the sdk",
    ],
    ko: ["api 문서", "예제 코드", "SDK 다운로드"],
  },
  "/devhub/opensource-projects": {
    en: [
      "open source projects for developers",
      "libraries i can use in my code",
      "rust go typescript python libraries",
    ],
    ko: ["개발자용 오픈소스", "가져다 쓸 수 있는 라이브러리"],
  },
  "/labs": {
    en: [
      "research lab",
      "who runs your research",
      "mathematical cryptography lab",
      "lab website",
      "mission",
      "the lab's mission",
    ],
    ko: ["연구소", "암호 연구실", "랩 홈페이지", "연구팀", "미션", "연구소의 목표"],
  },
  "/community": {
    en: [
      "community",
      "discord server",
      "meetups and hackathons",
      "events",
      "follow on twitter",
      "github community",
      "news",
      "release announcements",
    ],
    ko: ["커뮤니티", "디스코드", "해커톤 일정", "밋업 행사", "이벤트", "새 소식", "릴리스 공지"],
  },
  "/service": {
    en: ["service portal", "services overview", "hosted services portal"],
    ko: ["서비스 포털", "서비스 소개", "제공 서비스"],
  },
  "/service/services": {
    en: ["list of platforms", "all seven platforms", "which services can i use"],
    ko: ["서비스 목록", "플랫폼 목록", "어떤 서비스가 있나요", "전체 서비스"],
  },
  "/service/community-forum": {
    en: ["ask a question in the forum", "discussion board", "q&a forum"],
    ko: ["커뮤니티 포럼", "질문 게시판", "포럼"],
  },
  "/service/cusp": {
    en: ["key custody platform", "hsm integration and policy controls", "institutional custody"],
    ko: ["키 수탁 서비스", "커스터디 플랫폼", "지갑 키 관리"],
  },
  "/service/pqc-function": {
    en: ["serverless post-quantum api", "call ml-kem from an api", "quantum-safe functions"],
    ko: ["서버리스 양자내성 서비스"],
  },
  "/service/tokenis": {
    en: [
      "asset tokenization platform",
      "tokenize real estate",
      "security tokens",
      "issue tokens for real-world assets",
    ],
    ko: ["자산 토큰화", "토큰증권 발행", "실물자산 토큰화 플랫폼"],
  },
  "/service/epsilon": {
    en: [
      "privacy-preserving analytics",
      "differential privacy analytics service",
      "analyze data across companies privately",
    ],
    ko: ["프라이버시 보호 분석", "차분 프라이버시 분석 서비스", "데이터 분석 플랫폼"],
  },
  "/service/ledger-actor-fabric": {
    en: [
      "permissioned ledger runtime",
      "actor model blockchain",
      "bft consensus runtime",
      "private ledger for consortium",
    ],
    ko: ["허가형 블록체인 런타임", "액터 모델 원장"],
  },
  "/service/privid": {
    en: ["biometric authentication service", "face login with encryption", "privid", "torusdb service"],
    ko: ["생체 인증 서비스", "얼굴 인증", "암호화된 생체인증"],
  },
  "/enterprise": {
    en: [
      "for my company",
      "talk to sales",
      "enterprise offering",
      "business customers",
      "contact us",
      "book a demo",
      "price list",
      "how much does it cost",
      "partners",
      "customer support",
      "schedule a meeting",
      "which email do i write to",
    ],
    ko: [
      "기업용 솔루션",
      "기업 도입 문의",
      "엔터프라이즈",
      "데모 신청",
      "문의하기",
      "가격이 얼마예요",
      "파트너",
      "리셀러 제휴",
      "기술 지원 시간",
      "고객 지원",
      "미팅 잡고 싶어요",
      "메일 주소",
    ],
  },
  "/enterprise/privacy-blockchain": {
    en: [
      "enterprise privacy blockchain",
      "confidential blockchain for my company",
      "private transactions for business",
    ],
    ko: ["기업용 프라이버시 블록체인", "블록체인 도입 상담", "기밀 거래 블록체인"],
  },
  "/enterprise/homomorphic-db": {
    en: ["encrypted database for my bank", "query encrypted customer data"],
    ko: ["암호화된 데이터베이스 기업", "동형암호 db 상담"],
  },
  "/enterprise/pqc-encryption": {
    en: ["post-quantum migration for my company", "quantum-safe migration plan"],
    ko: ["양자내성암호 도입 상담", "pqc 전환", "기업 양자내성 암호화"],
  },
  "/devhub/use-cases/encrypted-credit-scoring": {
    en: [],
    ko: ["은행 간 암호화된 신용평가 사례", "대출 심사 데이터를 공유하지 않는 방법"],
  },
  "/devhub/use-cases/private-medical-analytics": {
    en: [],
    ko: ["병원 간 의료 데이터 통계 사례", "환자 기록을 옮기지 않는 분석"],
  },
  "/devhub/use-cases/quantum-safe-vpn": {
    en: [],
    ko: ["양자 안전 vpn 사례", "양자내성 터널 구축"],
  },
  "/devhub/use-cases/zk-identity-verification": {
    en: [],
    ko: ["영지식 신원 확인 사례", "신분증 없이 나이 증명"],
  },
  "/ecosystem/core-tech/ckks": {
    en: [],
    ko: ["ckks 스킴 설명", "근사 동형암호 ckks"],
  },
  "/ecosystem/core-tech/ml-kem": {
    en: [],
    ko: ["ml-kem 키 캡슐화", "카이버 키 교환"],
  },
  "/ecosystem/core-tech/ml-dsa": {
    en: [],
    ko: ["ml-dsa 전자서명", "딜리시움 서명"],
  },
  "/ecosystem/core-tech/zk-snark": {
    en: [],
    ko: ["zk-snark 증명 시스템", "groth16 plonk 증명"],
  },
  "/ecosystem/core-tech/threshold-mpc": {
    en: [],
    ko: ["임계 서명 mpc", "키를 나눠 갖는 서명"],
  },
  "/ecosystem/core-tech/he-federated-learning": {
    en: [],
    ko: ["암호화된 그래디언트 집계"],
  },
  "/research/technologies/homomorphic-encryption": {
    en: ["what is homomorphic encryption"],
    ko: ["동형암호란", "동형암호 기술"],
  },
  "/research/technologies/post-quantum-cryptography": {
    en: ["what is post-quantum cryptography"],
    ko: ["양자내성암호란", "양자내성암호 기술"],
  },
  "/research/technologies/zero-knowledge-proofs": {
    en: ["what is a zero-knowledge proof"],
    ko: ["영지식증명이란", "영지식증명 기술"],
  },
  "/research/technologies/secure-multi-party-computation": {
    en: ["what is secure multi-party computation"],
    ko: ["다자간 계산이란"],
  },
  "/research/technologies/differential-privacy": {
    en: [],
    ko: ["차분 프라이버시란"],
  },
};
