import type { RequestList } from "./types";

/**
 * Searches from visitors who describe what they need in their own field's words rather than the site's: people
 * outside cryptography asking how a technique works, people after measurements or a method, a journalist or buyer
 * asking what is mature across everything, an architect browsing designs for several industries, a developer who
 * wants the team to look at an integration, and a hospital, bank, agency or factory whose need is what a product
 * does. Sector words alone must not decide the page; these teach the navigator the need.
 */
export const plainNeedRequests: RequestList = {
  "/research/technologies/homomorphic-encryption": {
    en: [
      "how can a computer do math on data it can't read",
      "calculating on locked data, simple explanation",
      "send patient scans to a cloud ai model while encrypted",
    ],
    ko: [
      "암호 안 풀고 계산하는 원리 쉽게",
      "잠긴 상자 속 데이터로 계산하는 기술 설명",
      "환자 영상 암호화한 채 클라우드 AI 분석",
    ],
  },
  "/research/technologies/post-quantum-cryptography": {
    en: [
      "why quantum computers would break today's encryption, simply explained",
      "quantum-proof encryption for beginners",
      "signature standards replacing rsa for machines in service 20 years",
    ],
    ko: [
      "양자컴퓨터가 암호 깨는 이유 쉽게",
      "양자 시대 대비 새 암호 원리 초보자용",
      "20년 쓰는 산업 장비 RSA 대체 서명 표준",
    ],
  },
  "/research/technologies/zero-knowledge-proofs": {
    en: [
      "prove you know something without revealing it, explained simply",
      "zero knowledge proof analogy for kids",
      "exchange proof of reserves without showing balances",
    ],
    ko: [
      "비밀 안 알려주고 안다는 걸 증명하는 방법",
      "영지식증명 쉬운 비유",
      "거래소 잔액 공개 없이 준비금 증명",
    ],
  },
  "/research/technologies/secure-multi-party-computation": {
    en: [
      "several people compute a result without sharing their secrets",
      "splitting a secret key into pieces, explained simply",
      "find shared contacts without uploading the whole address book",
    ],
    ko: [
      "서로 비밀 안 밝히고 같이 계산하는 원리",
      "열쇠를 여러 조각으로 나눠 보관하는 기술 쉽게",
      "주소록 통째로 안 올리고 친구 찾기",
    ],
  },
  "/research/technologies/privacy-preserving-machine-learning": {
    en: [
      "how can ai learn from data it never sees",
      "training a model without collecting everyone's data, simply",
      "hospitals jointly train a diagnostic model without sharing scans",
      "underwriting model on encrypted applicant data",
    ],
    ko: [
      "데이터 안 모으고 AI 학습하는 원리",
      "개인정보 안 보고 인공지능 돌리는 방법 쉽게",
      "병원끼리 영상 공유 없이 진단 모델 공동 학습",
      "암호화된 가입자 정보로 보험 인수 모델",
    ],
  },
  "/research/technologies/blockchain-privacy": {
    en: [
      "how can a public blockchain hide how much you sent",
      "secret payments on a public ledger, simple explanation",
      "sealed-bid public procurement auction on a blockchain",
    ],
    ko: [
      "블록체인인데 금액 숨기는 원리",
      "공개 장부에서 거래 비밀 유지 쉽게 설명",
      "블록체인 비공개 입찰 전자조달",
    ],
  },
  "/research/technologies/differential-privacy": {
    en: [
      "adding noise to statistics to protect privacy, explained",
      "why official numbers are slightly blurred on purpose",
      "small cells in published tables let people be re-identified",
      "publish school statistics without exposing individual pupils",
    ],
    ko: [
      "통계에 일부러 잡음 넣는 이유",
      "개인 안 드러나게 통계 내는 원리 쉽게",
      "공표 통계 재식별 위험 줄이는 방법",
      "학교별 성적 통계 공개 학생 특정 방지",
    ],
  },
  "/research/technology-overview": {
    en: [
      "beginner tour of privacy technologies in one place",
      "what kinds of modern cryptography exist, overview",
    ],
    ko: ["암호 기술 종류 한눈에 입문", "프라이버시 보호 기술 전체 개요"],
  },
  "/research/whitepaper-library": {
    en: [
      "hybrid ML-KEM TLS handshake latency measurements",
      "ML-DSA cycle counts on Cortex-M4",
      "how to pick RLWE parameters with the lattice estimator",
      "CKKS bootstrapping precision vs ring dimension study",
      "encrypted equality filter benchmark on a million rows",
      "threshold ECDSA signing latency across data centres",
      "private set intersection cost for contact discovery",
      "Bulletproofs aggregated range proof size, measured",
      "ECDSA verification constraint count, PLONK vs R1CS",
      "secure aggregation federated learning communication overhead results",
      "SLH-DSA 128s vs 128f for firmware, paper",
      "latency added by threshold-encrypted mempool, analysis",
      "gradient boosted trees encrypted inference accuracy loss",
      "EC-ElGamal decryption time for 64-bit sums",
      "privacy budget allocation across dashboards, paper",
    ],
    ko: [
      "하이브리드 TLS 핸드셰이크 지연 측정 결과",
      "ML-DSA 마이크로컨트롤러 스택 사용량 벤치마크",
      "격자 암호 파라미터 선택 방법 가이드 논문",
      "CKKS 부트스트래핑 정밀도 파라미터 실험",
      "BFV BGV 노이즈 증가 비교 논문",
      "임계 ECDSA 서명 지연시간 실험",
      "PSI 연락처 탐색 통신량 측정",
      "Groth16 PLONK 증명 크기 비교 자료",
      "연합학습 보안 집계 통신 오버헤드 수치",
      "암호화 추론 트리 모델 정확도 실험",
      "SLH-DSA 펌웨어 서명 크기 비교 논문",
      "롤업 재귀 증명 메모리 지연 분석",
      "반복 쿼리 프라이버시 예산 회계 논문",
      "EC-ElGamal 복호화 속도 실측",
      "TFHE 비교 연산 룩업테이블 논문",
    ],
  },
  "/ecosystem/explore": {
    en: [
      "which of your products are live and which are still beta",
      "production vs development status of all your tech",
      "full list of solutions and technologies with maturity",
      "what is actually in production today across the company",
      "filter every offering by status",
      "which products and underlying techniques are still in development",
      "maturity overview of every product and core technology",
      "status of each privacy product: active or beta",
      "portfolio status: production, beta, development",
      "list all offerings by category and status",
    ],
    ko: [
      "제품별 상용 베타 개발중 상태",
      "전체 솔루션 기술 성숙도 한눈에",
      "지금 실제 운영 중인 제품 목록",
      "베타 단계 서비스 어떤 거 있어",
      "아직 개발 중인 기술 뭐뭐 있나",
      "솔루션 핵심기술 상태별 필터",
      "상용화된 암호 기술 목록",
      "포트폴리오 전체 성숙도 현황",
      "카테고리별 제품 상태 보기",
      "운영중이랑 베타 구분된 전체 리스트",
    ],
  },
  "/ecosystem/opensource": {
    en: [
      "which open source libraries are production ready",
      "maturity of your open source crypto libraries",
      "open source libraries: research vs beta vs production",
      "are your github libraries audited or experimental",
      "which libraries do your own platforms run",
    ],
    ko: [
      "오픈소스 라이브러리 성숙도",
      "운영에 써도 되는 오픈소스 라이브러리",
      "오픈소스 연구용 베타 상용 구분",
      "깃허브 라이브러리 감사 여부 상태",
      "자체 플랫폼에서 쓰는 오픈소스 뭐야",
    ],
  },
  "/devhub/hub": {
    en: [
      "reference architectures for several industries",
      "worked examples with code for finance, healthcare and iot",
      "templates for encrypted analytics and quantum-safe networking",
      "design patterns using homomorphic encryption and zero knowledge",
      "sample architectures to reuse, filtered by technology",
      "case studies with architecture diagrams and code sketches",
      "example designs for banks, hospitals and device makers",
      "reusable blueprints for privacy tech projects",
      "browse use cases by crypto technique",
      "all example designs in one place",
      "architecture patterns for pqc, mpc and fhe",
      "code sketches for real-world cryptography problems",
      "solution templates across sectors",
      "end-to-end designs: problem, crypto, architecture, code",
      "starter architectures for privacy apps in different industries",
    ],
    ko: [
      "산업별 참조 아키텍처 모음",
      "금융 의료 IoT 설계 예시 코드",
      "활용 사례 아키텍처 템플릿",
      "동형암호 영지식 설계 사례 모음",
      "재사용 가능한 레퍼런스 아키텍처",
      "기술별 활용 사례 필터",
      "예제 코드 포함된 설계 사례 여러개",
      "여러 업종 암호 기술 적용 설계도",
      "PQC MPC FHE 아키텍처 패턴",
      "실제 문제 해결 사례 아키텍처 코드",
      "업종별 블루프린트",
      "프라이버시 앱 설계 예제 전체 보기",
      "레퍼런스 설계 한곳에 모아둔 곳",
      "사례별 참조 구조랑 SDK 코드",
      "다양한 산업 적용 예시 설계",
    ],
  },
  "/devhub/developer-program": {
    en: [
      "have your cryptographers review our integration before launch",
      "office hours with cryptography experts",
      "security review of our key and nonce handling",
      "architecture review to unlock production credits",
      "free credits for our first production workload",
      "early access to encrypted vector search beta",
      "try the encrypted mempool on testnet early",
      "review our zk circuit design with your team",
      "help choosing fhe parameters beyond the defaults",
      "startup program with credits and office hours",
      "threat model review with your cryptographers",
      "pre-launch checklist review of our crypto integration",
      "academic benchmarking support and higher sandbox limits",
      "talk to your research team about our parameter choices",
      "beta features before general availability",
    ],
    ko: [
      "출시 전 연동 보안 리뷰 요청",
      "암호학자 오피스아워 신청",
      "아키텍처 리뷰 받고 크레딧 받기",
      "운영 환경 무료 크레딧",
      "베타 기능 얼리 액세스 신청",
      "암호화 벡터 검색 먼저 써보기",
      "영지식 회로 설계 검토 받기",
      "동형암호 파라미터 선택 상담",
      "키 논스 처리 점검 체크리스트 리뷰",
      "스타트업 크레딧 지원 프로그램",
      "위협 모델 검토 전문가 도움",
      "학술 연구 벤치마크 지원",
      "연구용 샌드박스 한도 상향",
      "암호화 멤풀 테스트넷 미리 사용",
      "연구팀이랑 파라미터 검토 미팅",
    ],
  },
  "/service/epsilon": {
    en: [
      "give outside researchers synthetic data instead of real patient records",
      "audit log of every analyst query and its privacy cost",
    ],
    ko: ["외부 연구자에게 합성 데이터 제공", "분석가별 쿼리 프라이버시 비용 감사 로그"],
  },
  "/ecosystem/solutions/epsilon": {
    en: ["stop answering queries once the privacy budget is spent"],
    ko: ["프라이버시 예산 소진되면 쿼리 거부"],
  },
  "/ecosystem/solutions/torusdb": {
    en: ["database that sums encrypted patient rows without decrypting"],
    ko: ["암호화된 환자 데이터 그대로 합계 평균 조회"],
  },
  "/enterprise/homomorphic-db": {
    en: [
      "private RAG over confidential case files, encrypted embeddings",
      "proof of concept encrypted analytics on our own data on premises",
    ],
    ko: ["기밀 문서 암호화 임베딩 검색 RAG 도입", "우리 데이터로 동형암호 DB PoC 온프레미스"],
  },
  "/service/privid": {
    en: ["face login for a bank app without keeping a biometric database"],
    ko: ["은행 앱 얼굴 인증 생체정보 저장 없이"],
  },
  "/ecosystem/solutions/privid": {
    en: ["stadium entry by face where a breach leaks no biometrics"],
    ko: ["공연장 얼굴 입장 유출돼도 생체정보 안전"],
  },
  "/enterprise/pqc-encryption": {
    en: [
      "bank archives must stay secret for 30 years, quantum threat",
      "find every place we use RSA across code and certificates",
    ],
    ko: ["금융권 장기 보관 데이터 양자 위협 재암호화", "KCMVP HSM 연동 양자내성 전환"],
  },
  "/ecosystem/solutions/pqc-function": {
    en: ["api to wrap archive keys so records stay confidential for decades"],
    ko: ["수십 년 보관 기록 양자내성 봉투 암호화 API"],
  },
  "/service/pqc-function": {
    en: ["certificates carrying both classic and post-quantum signatures"],
    ko: ["기존 서명이랑 양자내성 서명 같이 들어간 인증서"],
  },
  "/service/cusp": {
    en: ["four-eyes approval for payment signing with audit evidence"],
    ko: ["결제 서명 이중 승인 감사 증적"],
  },
  "/ecosystem/solutions/cusp": {
    en: ["treasury signing with spending limits, time windows and quorum"],
    ko: ["자금 이체 서명 한도 시간대 정족수 승인"],
  },
  "/service/tokenis": {
    en: ["issue tokenized bonds with coupon payments, holdings kept private"],
    ko: ["채권 토큰 발행 이자 지급 보유량 비공개"],
  },
  "/ecosystem/solutions/tokenis": {
    en: ["invoice financing on chain without revealing amounts"],
    ko: ["매출채권 팩토링 블록체인 금액 비공개"],
  },
  "/enterprise/privacy-blockchain": {
    en: [
      "interbank netting where each bank sees only its own flows",
      "supplier proves origin of goods while prices stay private",
    ],
    ko: ["은행 간 차액 정산 각자 자기 거래만 보기", "공급망 원산지 증명 가격 물량 비공개"],
  },
  "/ecosystem/solutions/ledger-actor-fabric": {
    en: ["shared workflow ledger for manufacturers and logistics firms"],
    ko: ["제조사 물류사 공동 업무 원장"],
  },
  "/ecosystem/solutions/moduli-chain": {
    en: ["public chain where payment amounts are hidden"],
    ko: ["송금액 숨겨지는 퍼블릭 체인"],
  },
  "/devhub/use-cases/zk-identity-verification": {
    en: ["check a customer is over 18 without collecting id"],
    ko: ["신분증 안 받고 성인 인증"],
  },
};
