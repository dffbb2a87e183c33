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

/**
 * Visitors who ask why something is a risk or how it can work, naming a famous attack or an everyday thing instead
 * of the site's terms, and visitors who give their role and ask where to start.
 */
export const plainQuestionRequests: RequestList = {
  "/research/technologies/post-quantum-cryptography": {
    en: [
      "shor's algorithm break rsa how",
      "harvest now decrypt later why worry today",
      "I saw a headline that Google's new quantum chip could one day break the padlock in my browser, how would that actually happen?",
    ],
    ko: [
      "양자컴퓨터가 RSA 깬다는거 어떻게 가능함?",
      "지금 암호문 훔쳐두고 나중에 양자컴으로 푼다는 공격 왜 위험해요",
      "뉴스 보니까 양자컴퓨터 나오면 공동인증서 서명도 위조된다던데 그게 왜 그런 거예요?",
    ],
  },
  "/research/technologies/homomorphic-encryption": {
    en: [
      "how can a server add numbers it cannot read",
      "My phone apparently looks up caller ID on a server that never learns which number is calling me, how is that even possible?",
      "cloud crunching my encrypted spreadsheet without the key, is that real",
    ],
    ko: [
      "서버가 내용을 못 보는데 어떻게 더하기를 해?",
      "클라우드에 암호화해서 올린 엑셀을 열쇠 없이 계산해준다는 게 말이 되나요?",
      "키없이 암호문끼리 연산되는원리",
    ],
  },
  "/research/technologies/zero-knowledge-proofs": {
    en: [
      "ali baba cave proof explained",
      "After FTX, exchanges started posting proof of reserves; how can they prove they hold the money without showing everyone's balances?",
    ],
    ko: [
      "신분증 안보여주고 성인인증 하는게 어떻게 돼?",
      "비밀번호를 알려주지 않고 안다는 걸 증명한다는 게 무슨 원리예요?",
      "알리바바 동굴 비유 설명좀",
    ],
  },
  "/research/technologies/secure-multi-party-computation": {
    en: [
      "yao millionaires problem explained",
      "An exchange got drained because a single hot-wallet key was stolen; how can a key be split so no one server ever holds it?",
      "how do apps find which of my contacts use them without uploading my address book",
    ],
    ko: [
      "야오의 백만장자 문제 설명",
      "거래소 핫월렛 키 하나 털려서 코인 다 빠졌다던데 키를 쪼개서 아무도 전체를 안 갖게 할 수 있음?",
      "서로 연봉 안 밝히고 평균만 구하는 방법 있어?",
    ],
  },
  "/research/technologies/privacy-preserving-machine-learning": {
    en: [
      "can an ai model leak its training data",
      "My phone keyboard learns new words but supposedly never sends what I type, how does that work?",
      "hospitals training one ai model without sharing patient records how",
    ],
    ko: [
      "챗GPT가 학습한 개인정보를 그대로 뱉을 수 있다던데 왜 그래요?",
      "폰 키보드가 내가 친 글자 서버로 안 보내고 학습한다는데 어떻게 함",
      "병원끼리 환자데이터 안넘기고 AI 같이 학습하는게 가능해?",
    ],
  },
  "/research/technologies/blockchain-privacy": {
    en: [
      "why can anyone see my ethereum balance on etherscan",
      "sandwich attack front-running bots how do they see my trade first",
      "How can a cryptocurrency hide how much was sent and still stop someone from printing coins out of thin air?",
    ],
    ko: [
      "이더스캔에 내 지갑 잔액 다 보이는 거 왜 그래?",
      "샌드위치 공격 봇이 내 거래를 먼저 보는 원리",
      "비트코인 익명이라더니 경찰이 추적했다는 뉴스 봤는데 어떻게 된 거예요?",
    ],
  },
  "/research/technologies/differential-privacy": {
    en: [
      "netflix prize dataset deanonymized how",
      "Why did the US Census Bureau deliberately add noise to the 2020 census numbers?",
      "zip code birth date and sex identify most people, why anonymised data isn't safe",
    ],
    ko: [
      "익명처리한 데이터도 누군지 다시 알아낼 수 있다는데 어떻게?",
      "아이폰이 이모지 통계 모을 때 일부러 노이즈 섞는다던데 왜요",
      "넷플릭스 데이터 재식별 사건",
    ],
  },
  "/research/technology-overview": {
    en: [
      "what are privacy enhancing technologies",
      "Everyone says encryption protects data at rest and in transit but not while it's being used, what technologies close that gap?",
      "which kinds of cryptography protect privacy, big picture",
    ],
    ko: [
      "프라이버시 강화기술 PET 종류 뭐있음",
      "데이터를 쓰면서도 안 보여주는 암호 기술들 전체적으로 알려줘",
      "요즘 말하는 개인정보 보호 암호기술 한눈에 보기",
    ],
  },
  "/devhub": {
    en: [
      "im a developer where do i start",
      "software engineer new here first steps",
      "I'm a backend developer who has never touched cryptography, where should I begin on this site?",
    ],
    ko: [
      "개발자인데 어디서부터 시작해요",
      "개발자 처음 왔어요",
      "암호 쪽은 1도 모르는 백엔드 개발자인데 뭐부터 보면 됨?",
    ],
  },
  "/devhub/developer-program": {
    en: [
      "startup founder how do we get started",
      "I'm an indie developer and want to start building on my own, what's my first step?",
      "Our startup is preparing its first production launch and I'm the CTO, where do we start with you?",
      "I'm a student who wants to build a side project, what should I do first?",
    ],
    ko: [
      "스타트업 대표인데 어디서 시작하나요",
      "1인 개발자인데 혼자 뭐 만들어보려면 일단 뭐부터 해야돼?",
      "우리 스타트업 첫 서비스 출시 준비중인데 CTO로서 뭐부터 하면 될까요",
      "컴공 학생인데 사이드 프로젝트 만들어보고 싶어요 뭐부터 해요",
    ],
  },
  "/devhub/docs": {
    en: [
      "android developer getting started",
      "I'm an iOS developer and already have my sandbox key, what do I do first?",
      "python dev first step",
    ],
    ko: [
      "안드로이드 개발자 시작하기",
      "ios 개발자인데 샌드박스 키는 받았어 이제 뭐해",
      "파이썬 개발자 첫단계",
    ],
  },
  "/research": {
    en: [
      "researcher where to start",
      "phd student in cryptography starting point",
      "I'm a professor and want to see what your team works on first, where do I begin?",
      "I'm a student who wants to learn modern cryptography, where should I start?",
    ],
    ko: [
      "연구자 어디서부터 보면 돼요",
      "암호학 대학원생 시작점",
      "교수인데 여기 연구팀이 뭐 하는지부터 보고 싶어요",
      "암호학 공부해보고 싶은 학생인데 어디서 시작할까요",
    ],
  },
  "/enterprise": {
    en: [
      "bank CISO where to start",
      "public sector procurement officer getting started",
      "I lead security at a bank and want to know where to begin with you.",
      "We're a system integrator interested in partnering with Nullspace, where do I start?",
    ],
    ko: [
      "은행 정보보호 담당자 어디서 시작",
      "금융권 CISO 시작하기",
      "공공기관 구매 담당인데 뭐부터 봐야 해요",
      "SI 업체인데 파트너로 같이 하고싶어요 어디로 가면 되나요",
    ],
  },
  "/ecosystem": {
    en: [
      "technology scout first visit where to begin",
      "I'm a security consultant mapping vendors and want to see everything Nullspace offers before anything else, where do I start?",
    ],
    ko: [
      "기술 조사 담당 처음 방문 어디부터",
      "보안 컨설턴트인데 여기 뭐 있는지 전체적으로 먼저 훑어보고 싶어",
    ],
  },
  "/service": {
    en: [
      "product manager where do i start",
      "I'm a product manager who wants a ready-made platform instead of writing crypto code, where do I begin?",
    ],
    ko: [
      "PM인데 어디서 시작해요",
      "기획자인데 암호 코드 직접 안 짜고 바로 쓸 수 있는 플랫폼 찾고 있어요 어디서 시작해요",
    ],
  },
  "/community": {
    en: [
      "open source contributor where to start",
      "I'm a hobbyist who just wants to hang out with other builders and ask questions, where should I go first?",
    ],
    ko: [
      "오픈소스 기여자 시작",
      "그냥 취미로 암호 좋아하는 사람인데 다른 개발자들이랑 얘기하고 싶어 어디로 가?",
    ],
  },
};
