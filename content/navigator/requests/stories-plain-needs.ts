import type { RequestList } from "./types";

/** The same visitors as plain-needs.ts, telling their situation first, as people type on a phone. */
export const storyRequestsPlainNeeds: RequestList = {
  "/research/technologies/homomorphic-encryption": {
    en: [
      "i teach high school computing tmrw and your course page isn't open yet. need an everyday analogy for how a server adds up numbers that stay encrypted the whole time",
      "my daughter says her startup 'computes on encrypted data'. what does that even mean, in plain words?",
      "radiology group: we'd like an outside vendor's model to score our images, but the vendor must never see the images or the scores",
    ],
    ko: [
      "고등학교 정보 선생님인데요 내일 수업에 쓸 건데 강좌는 아직 안 열렸더라고요. 서버가 데이터를 못 보면서 합계를 낸다는 게 어떻게 가능한지 비유로 설명된 자료 있을까요",
      "아들이 회사에서 암호화된채로 연산하는 기술 한다는데 그게 뭔지 쉽게 알려줘",
      "영상의학 네트워크인데 외부 업체 AI 모델로 판독 점수 받고 싶은데 업체는 영상도 결과도 못 보게 하고 싶어요",
    ],
  },
  "/research/technologies/post-quantum-cryptography": {
    en: [
      "retired engineer here. read that quantum computers will crack the locks on online banking. how do the new quantum-safe locks work, in plain terms?",
      "prepping a lesson for year 11 on why governments are swapping out encryption before quantum computers even exist. need a simple take on how the new methods work",
      "factory automation engineer: our controllers run for two decades, so i want to understand which quantum-resistant signature and key exchange schemes are standardised before we choose",
    ],
    ko: [
      "은퇴하고 뉴스 보다가 양자컴퓨터 나오면 지금 암호 다 뚫린다던데 새로 나온 암호는 어떤 원리로 버티는 건지 쉽게 알고 싶어요",
      "중학생 딸이 지금 훔쳐둔 데이터를 나중에 양자컴으로 푼다는 게 뭐냐고 묻는데 같이 볼만한 쉬운 설명 있나요",
      "공장 자동화 엔지니어인데 설비를 20년 넘게 써서 양자 공격에 버티는 서명이랑 키 교환 표준이 뭐가 있는지 먼저 알고 고르려구요 국내 KpqC 결과도 궁금",
    ],
  },
  "/research/technologies/zero-knowledge-proofs": {
    en: [
      "my nephew keeps talking about proofs that reveal nothing for his crypto hobby. how can you convince someone something is true without showing why?",
      "math teacher: i want to show students how a website could check you're over 18 without ever seeing your birthday. how does that kind of proof work?",
    ],
    ko: [
      "수학 동아리 지도교사입니다 답을 안 보여주고도 답을 안다는 걸 증명하는 원리를 학생들한테 쉽게 설명하고 싶어요",
      "조카가 코인 얘기하면서 영지식 어쩌고 하던데 그게 무슨 원리인지 일반인 눈높이로 알려줘",
    ],
  },
  "/research/technologies/secure-multi-party-computation": {
    en: [
      "i run a book club and we joked about working out our average salary without anyone saying theirs. is there real tech that does that, and how?",
      "homeschooling parent, want to explain to my teen how a key can be split so no single person ever holds the whole thing",
      "telecom messaging app: users should discover which of their contacts also use the service, and nobody should learn the rest of their address book",
    ],
    ko: [
      "친구들끼리 각자 연봉 안 밝히고 평균만 알아내는 방법이 진짜 있다던데 어떻게 되는 건지 쉽게 설명해 주세요",
      "대학 신입생이고 배경지식 없어요ㅠ 비밀을 여러 명이 나눠 갖고 같이 계산한다는 게 무슨 원리예요?",
      "통신사 메신저 앱인데 사용자가 연락처 중 누가 가입했는지만 알게 하고 나머지 주소록은 서로 모르게 하고 싶어요",
    ],
  },
  "/research/technologies/privacy-preserving-machine-learning": {
    en: [
      "nurse here, curious how hospitals could teach one diagnosis ai together without sending patient files to each other. plain english pls",
      "apparently my phone keyboard learns how i type without uploading my messages. how does that work, for someone with no tech background?",
      "insurer: applicants' health answers are sensitive, we'd like to run our risk model on them while they stay encrypted",
      "factory group: each plant has sensor data it won't send to HQ. we want one predictive-maintenance model trained where the data sits",
    ],
    ko: [
      "간호사인데요 병원끼리 환자 기록은 안 주고받으면서 AI를 같이 학습시킨다는게 어떤 원리인지 쉽게 알고 싶어요",
      "폰 자판이 내 문자 안 올리고도 내 말투를 배운다던데 그게 어떻게 가능함? 문과라 쉽게 부탁",
      "보험사인데 청약자 건강 고지 내용이 민감해서 암호화한 채로 위험 평가 모델 돌리고 싶어요",
      "공장이 여러 곳인데 각 공장 센서 데이터는 본사로 안 보내고 그 자리에서 예지보전 모델 하나를 같이 학습시키고 싶음",
    ],
  },
  "/research/technologies/blockchain-privacy": {
    en: [
      "my dad bought some crypto and worries everyone can see his balance. is there a way a blockchain hides amounts but still checks nobody cheats? explain like i'm not technical",
      "economics teacher, looking for a simple way to explain how a ledger can keep payments secret and still stop people from creating money out of thin air",
      "election commission pilot: we want on-chain voting that anyone can verify but that keeps each ballot secret",
    ],
    ko: [
      "아빠가 코인 샀는데 지갑 잔액이 남들한테 다 보인다고 걱정하셔서요 금액 숨기면서도 검증되는 블록체인 원리 쉽게 알려주세요",
      "경제 수업 준비중인데 블록체인이 거래 내용은 감추면서 위조는 어떻게 막는지 쉬운 설명 필요함",
      "선관위 시범사업 검토중 검증 가능하면서 각자 표는 비밀인 온체인 투표 방식 궁금해요",
    ],
  },
  "/research/technologies/differential-privacy": {
    en: [
      "social studies teacher. students asked why census figures get deliberately fuzzed. need a plain explanation of how the noise protects each person",
      "my aunt heard phone makers add random noise to the usage data they collect. how does that keep one person's info safe, in simple words?",
      "national statistics office: researchers showed our census tables can be combined to single out households. what approach gives a provable limit on that?",
    ],
    ko: [
      "사회 선생님이에요 인구조사 같은 통계에 일부러 오차를 섞는 이유랑 그게 개인을 어떻게 보호하는지 수업용으로 쉽게 설명된 자료 있을까요",
      "엄마가 앱 회사들이 데이터에 노이즈 섞어서 개인정보 지킨다는 말 듣고 물어보시는데 쉽게 설명해줄래",
      "통계 작성하는 공공기관인데 공표한 표들을 조합하면 특정 가구가 드러난다는 지적 받았어요 수학적으로 한도가 보장되는 방법이 뭔가요",
    ],
  },
  "/research/technology-overview": {
    en: [
      "journalism student with zero background, want a one-page tour of the main privacy-protecting crypto techniques and what each is for before an interview",
      "teacher planning a cryptography unit next term: i need a map of the different techniques and where they're used before i pick which ones to teach",
    ],
    ko: [
      "비전공 대학생인데 요즘 암호 기술에 어떤 것들이 있는지 큰 그림부터 보고 싶어요",
      "컴공 가려는 고3 아들한테 최신 암호 기술 종류랑 각각 어디 쓰이는지 한번에 보여줄 페이지 있을까",
    ],
  },
  "/research/whitepaper-library": {
    en: [
      "writing my master's thesis on post-quantum migration and need a citable source with real numbers on how much the key share grows and what that does to handshakes",
      "giving a talk at a security meetup next month, want measured data on running post-quantum signatures on tiny microcontrollers: stack use, code size etc",
      "we reviewed some lattice code and found sketchy choices. want a methodical write-up of common mistakes when picking parameters and how to estimate the security level",
      "analyst writing a report on encrypted databases, need benchmark figures for how fast encrypted SUM/AVG queries actually are, something i can cite",
      "phd student comparing groth16 and plonk for identity credentials, looking for a paper with proof sizes and verification times",
      "building a rollup and want an analysis of prover parallelism and memory for batches of a few thousand transfers before i design mine",
      "our custody team wants data on how long threshold signing takes with 3-of-5 signers in different regions before we commit to it",
      "prepping a lecture on fhe noise, need a paper that compares noise growth of bfv and bgv on realistic query plans",
      "health data researcher, reviewers want evidence that encrypted federated training across hospitals doesn't blow up bandwidth. any published results?",
      "our bank's model risk team asks how much accuracy a tree ensemble loses when run on encrypted inputs. need a source",
      "writing a grant proposal on dp for analytics dashboards, want a reference on tracking cumulative privacy loss over many repeated queries",
      "need numbers for a report: how big are range proofs for hidden amounts on a privacy chain, and how is block verification kept fast",
      "student project on MEV, looking for a paper that measures what encrypting pending txs to a validator committee costs in latency",
      "evaluating hash-based signatures for a boot rom that must keep verifying for 15 yrs, want a comparison with lattice signatures incl. ram figures",
      "want to cite a study on doing comparisons and relu on encrypted data with fast bootstrapping",
    ],
    ko: [
      "석사 논문 쓰는 중인데 양자내성 TLS로 바꿀 때 키 크기 커지는 거랑 지연 늘어나는 거 실측한 인용 가능한 자료 필요해요",
      "다음달 학회 발표 준비중ㅠ 암호화된 DB 집계가 실제로 얼마나 빠른지 숫자로 보여줄 근거 찾아요",
      "코드 리뷰하다 보니 격자 파라미터 잘못 잡은 게 보여서요 보안 수준 추정하는 방법이랑 흔한 실수 정리된 문서 있나요",
      "보고서 쓰는 애널리스트입니다 동형암호로 신용평가 모델 돌리면 정확도 얼마나 떨어지는지 수치 있는 자료 부탁드려요",
      "수탁 서비스 검토 중인데 3-of-5로 지역 분산해서 서명하면 지연이 얼마나 되는지 실험 데이터 있을까",
      "박사과정인데 신원 증명 회로에 Groth16이랑 PLONK 중 뭐가 나은지 비교한 논문 찾고 있어요",
      "병원 연합학습 과제 심사위원이 통신 비용 근거 달래요ㅠ 발표된 실험 결과 있나요",
      "MEV 주제로 졸업 프로젝트 하는데 대기 트랜잭션 암호화하면 블록 생성 지연이 얼마나 늘어나는지 분석한 자료 필요",
      "15년 넘게 쓰는 부트롬에 해시 기반 서명 넣을지 고민중 RAM 얼마나 드는지 격자 서명이랑 비교한 결과 보고 싶어요",
      "정부 과제 제안서에 대시보드를 반복 조회할 때 프라이버시 손실 누적을 관리하는 방법을 참고문헌으로 넣고 싶습니다",
      "암호화 상태에서 비교 연산이나 ReLU를 어떻게 처리하는지 다룬 연구 인용하고 싶어요",
      "프라이버시 코인 기사 쓰는데 금액 숨기는 범위 증명이 실제로 몇 바이트인지 근거 자료 필요해요",
      "롤업 설계 전에 4096건 배치 증명 생성할 때 메모리랑 시간 분석한 자료 보고싶음",
      "IoT 보안 세미나 발표자료 만드는데 코어텍스 M4에서 양자내성 서명 사이클 수 측정한 데이터 있을까요",
      "연락처 동기화 기능에 PSI 쓰려는데 수백만 건 서버랑 클라이언트 비용 실측한 논문 있으면 좋겠어요",
    ],
  },
  "/ecosystem/explore": {
    en: [
      "tech journalist writing about privacy vendors. i need to know which of your offerings are shipping in production and which are beta, across the board",
      "analyst doing due diligence: give me a single view of what's live, what's beta and what's still in development",
      "procurement at a bank, we only buy things that are in production. where can i see the status of all your products and the tech under them",
      "writing a market report on privacy-enhancing tech and need to tag each of your offerings by maturity",
      "investor here, trying to separate real shipped products from research-stage stuff in your lineup",
      "our cio wants a quick table of which of your products are GA vs beta before a steering meeting",
      "reporter question: how much of what you advertise is actually in use vs still being built?",
      "risk committee wants to know which of your crypto building blocks are production grade and which are still in development",
      "putting together a vendor landscape, need categories and status for everything you have, products and techniques",
      "consultant building a vendor matrix: want to filter your stuff by area like authentication, database security or blockchain and see which parts are beta",
    ],
    ko: [
      "IT 전문 기자입니다 귀사 제품 중 실제 상용 서비스 중인 것과 아직 베타나 개발 단계인 걸 한 번에 보고 싶어요",
      "투자 검토 중인데 실제 출시된 제품이랑 연구 단계인 것들 구분해서 보고 싶음",
      "은행 구매 담당인데 저희는 운영 단계 제품만 도입 가능해요 전체 제품이랑 기반 기술 상태 어디서 확인하나요",
      "시장 보고서 쓰는 애널리스트예요 프라이버시 기술 제품마다 성숙도 태그 달아야 해서 전체 목록 필요합니다",
      "임원 보고용으로 이 회사 솔루션 중 GA랑 베타 구분표 만들어야 함",
      "컨설팅사인데 벤더 비교표 만들고 있어요 인증, DB보안, 블록체인 같은 분류별로 상태 보고 싶습니다",
      "리스크 위원회에서 핵심 암호 기술 중 어떤게 상용 수준이고 어떤게 아직 개발중인지 묻네요",
      "기사 쓰는데 홍보하는 것 중에 실제로 돌아가는 게 얼마나 되는지 궁금",
      "조달 평가 들어가기 전에 제품이랑 기반 기술 전부 상태별로 걸러서 보고 싶어요",
      "연합학습이나 임계서명 같은 기술이 지금 어디까지 왔는지 다른 제품들이랑 같이 놓고 비교해보고 싶어",
    ],
  },
  "/ecosystem/opensource": {
    en: [
      "tech lead evaluating your open source code. i need to know which libraries are safe for production and which are experiments",
      "security auditor: want an honest list of which of your libraries are still research code before we depend on them",
      "journalist covering open-source crypto: which of your repos are mature, and how much uptake do they have?",
      "cto of a startup, we'd use your libs but only the ones you run in production yourselves",
      "analyst comparing open-source maturity across pqc and fhe vendors, want your libraries with status, language and stars",
    ],
    ko: [
      "테크리드인데 오픈소스 코드 중에 프로덕션에 써도 되는 거랑 실험용 구분해서 알고 싶어요",
      "보안 감사 담당입니다 의존하기 전에 어떤 라이브러리가 아직 연구 단계인지 솔직하게 나온 목록 있나요",
      "스타트업 CTO인데 회사가 직접 운영에 쓰는 라이브러리만 가져다 쓰고 싶음",
      "오픈소스 암호 라이브러리 취재 중이에요 각 저장소가 얼마나 성숙했는지, 인기는 어느 정도인지 보고 싶습니다",
      "PQC랑 동형암호 벤더들 오픈소스 비교 중 언어별로 상태랑 스타 수 같이 보고 싶어요",
    ],
  },
  "/devhub/hub": {
    en: [
      "solutions architect at a consultancy; clients range from banks to hospitals and i want a set of worked designs i can adapt instead of starting from scratch",
      "we're a dev shop doing fintech and healthtech projects, looking for reference architectures with code for both",
      "drafting an internal playbook and want several example designs that use different crypto techniques in different industries",
      "new to privacy engineering, want to study a handful of complete designs side by side before proposing one at work",
      "hackathon team, we want to skim a few real problem + architecture + code examples from different sectors to pick an idea",
      "platform team at a group with a bank, a device maker and a hospital arm. need reusable designs for each",
      "show me all your examples of how the pieces fit together, not a product pitch",
      "architect comparing approaches: how would you design for finance, health and identity, each with code?",
      "pre-sales engineer, need a library of sample architectures across verticals to walk prospects through",
      "i want to filter example designs by the technique they use, like ml-kem or threshold signing",
      "writing an rfp response and need several reference designs from different domains as a starting point",
      "cto at a govtech startup, we'll probably do identity, networking and analytics. show me a few complete designs to copy",
      "i learn best from worked examples. where are the ones covering more than one industry?",
      "dev advocate, want to point our community at ready-made architectures with sdk code for several sectors",
      "TA for a software architecture course, looking for several industry blueprints with diagrams and code the students can reuse",
    ],
    ko: [
      "SI 회사 아키텍트입니다 고객이 은행부터 병원까지 다양해서 처음부터 설계하지 않고 가져다 고칠 수 있는 사례 모음이 필요해요",
      "핀테크랑 헬스케어 프로젝트 둘 다 하는 개발사인데 코드까지 있는 참조 아키텍처 있으면 보고 싶어요",
      "사내 가이드 만들고 있어서 여러 암호 기술을 서로 다른 업종에 적용한 설계 예시 몇 개 필요함",
      "해커톤 팀인데 여러 분야 실제 문제랑 아키텍처, 코드 예시 쭉 훑어보고 아이디어 고르려고요",
      "프리세일즈 엔지니어예요 고객사 미팅에서 보여줄 업종별 샘플 아키텍처 모음 찾습니다",
      "ML-KEM이나 임계서명 같은 기술별로 설계 사례 걸러서 보고싶어",
      "계열사에 은행, 기기 제조사, 병원이 다 있어서 각각 재사용할 설계가 필요합니다",
      "프라이버시 엔지니어링 입문자인데 완성된 설계 몇개 나란히 놓고 비교 공부하고 싶어요",
      "제품 홍보 말고 구성 요소들이 어떻게 맞물리는지 보여주는 예제들 다 보여줘",
      "제안서 쓰는데 여러 도메인의 레퍼런스 설계를 출발점으로 쓰고 싶어요",
      "공공 스타트업 CTO인데 신원확인, 네트워크, 데이터분석 다 할 것 같아서 통째로 참고할 설계 몇 개 보고 싶음",
      "예제로 배우는 편이라 여러 산업에 걸친 사례들 어디 모여있나요",
      "개발자 커뮤니티 운영하는데 업종별로 SDK 코드까지 있는 아키텍처 링크 공유하고 싶어요",
      "아키텍처 수업 조교인데 다이어그램 있는 산업별 설계 사례 여러개 필요해요",
      "금융이랑 의료, 신원 인증을 각각 어떻게 설계하는지 코드랑 같이 비교해 보고 싶습니다",
    ],
  },
  "/devhub/developer-program": {
    en: [
      "we're two weeks from go-live with your pqc api and want someone on your side to look over how we handle keys and error paths",
      "tech lead here, our ckks parameters go beyond the presets and i'd like a cryptographer to sanity-check them",
      "small startup about to launch, we need production credits and someone to review our architecture first",
      "our circuit for a credential check feels fragile, can we book time with your researchers to go through it?",
      "building a private rag feature and would love to try the encrypted similarity search before it's generally available",
      "we run a dex and want to test the front-running protection on your testnet ahead of mainnet",
      "university lab: we'd like higher sandbox limits and maybe co-author a benchmark study with your team",
      "before we ship, can your team review our nonce handling? we've been bitten before",
      "dev lead, i want a monthly call with your crypto people while we integrate, not a sales pitch",
      "seed-stage team building on your sandbox. what do we need to do to get credits for prod?",
      "i'd like a second pair of expert eyes on our threat model for a threshold signing integration",
      "phd group wants research builds of your fhe libs and help benchmarking them",
      "our integration passes our own tests but i want the vendor to review it before going live. how?",
      "side project dev, want free sandbox keys now and someone to look at my design later",
      "migrating a service to post-quantum keys, want your team's advice on the architecture before launch, not an enterprise contract",
    ],
    ko: [
      "PQC API 연동해서 2주 뒤 오픈인데 키 관리랑 에러 처리 제대로 했는지 그쪽에서 한번 봐줄 수 있나요",
      "테크리드인데 CKKS 파라미터를 프리셋 말고 직접 잡았거든요 암호학자한테 검토받고 싶어요",
      "스타트업이고 곧 런칭합니다 운영 크레딧 받으려면 아키텍처 리뷰 받아야 한다던데 어떻게 신청해요?",
      "자격증명 확인용 회로 설계가 불안해서 연구팀이랑 시간 잡고 리뷰받고 싶음",
      "사내 문서 검색에 암호화 유사도 검색 넣으려는데 정식 출시 전에 먼저 써볼 수 있어?",
      "DEX 운영 중인데 프런트러닝 방지 기능을 테스트넷에서 미리 테스트해보고 싶어요",
      "대학 연구실입니다 샌드박스 한도 좀 늘리고 벤치마크 논문 같이 쓸 수 있을지 문의드려요",
      "예전에 논스 재사용으로 크게 데인 적 있어서 출시 전에 그쪽 팀 점검 꼭 받고 싶어요",
      "연동하는 동안 매달 암호 전문가랑 통화할 수 있으면 좋겠음 영업 말고 기술 얘기로",
      "시드 단계 팀이고 샌드박스로 개발 중입니다 운영 크레딧 받으려면 뭐 해야 돼요?",
      "임계 서명 연동하는데 위협 모델을 전문가 눈으로 한번 봐줬으면 해요",
      "박사과정 연구실인데 동형암호 라이브러리 연구용 빌드 받고 벤치마크 지원도 받고 싶습니다",
      "테스트는 다 통과했는데 라이브 전에 벤더 쪽 리뷰를 받고 싶어요 어떻게 하나요",
      "개인 사이드 프로젝트라 무료 샌드박스 키 받고 나중에 설계 조언도 좀 듣고 싶어",
      "서비스를 양자내성 키로 옮기는 중인데 기업 계약 말고 개발자로서 아키텍처 조언 받을 방법 있나요",
    ],
  },
  "/service/epsilon": {
    en: [
      "i run the data office at a regional health authority. university researchers want our admissions data and ethics says no raw rows. can we hand them a privacy-safe synthetic copy?",
      "insurance analytics lead: several analysts query the same claims tables over weeks and i need privacy loss tracked per analyst and per dataset across sessions",
    ],
    ko: [
      "건강보험 관련 기관 데이터팀인데요 외부 연구진이 원자료 달라는데 개인정보 때문에 못 줘요 통계적으로 안전한 합성 데이터로 줄 방법 있나요",
      "카드사 분석팀이에요 여러 분석가가 몇 주 동안 같은 테이블을 조회하는데 개인정보 노출 누적량을 분석가별로 관리해야 해요",
    ],
  },
  "/ecosystem/solutions/epsilon": {
    en: [
      "retail chain marketing: we want to measure how many of our shoppers saw a partner's campaign without either side handing over customer lists",
      "we're a group of insurers who suspect the same fraud ring hits all of us, but we can't pool claims. need joint counts without exposing policyholders",
    ],
    ko: [
      "유통사 마케팅팀인데 제휴사랑 고객 명단 안 주고받고 캠페인에 겹치는 고객 수 측정하고 싶어요",
      "보험사 몇 곳이 같은 보험사기 조직한테 당하는 것 같은데 청구 데이터를 합칠 순 없어서 서로 안 보여주고 공동 집계하고 싶음",
    ],
  },
  "/ecosystem/solutions/torusdb": {
    en: [
      "hospital IT: our cloud host shouldn't be able to read lab results, yet clinicians need averages and counts by ward. need queries that run on encrypted columns",
      "a curious DBA or a breach at our hosting provider is our nightmare. we need SQL totals over customer balances while the server only ever holds ciphertext",
    ],
    ko: [
      "병원 전산팀입니다 클라우드 업체가 검사 결과를 못 보게 하면서 병동별 평균이랑 건수는 뽑아야 해요",
      "호스팅 업체 해킹되거나 DBA가 몰래 보는 게 걱정됨 고객 잔액 합계는 SQL로 내되 서버엔 암호문만 있었으면",
    ],
  },
  "/enterprise/homomorphic-db": {
    en: [
      "law firm IT: partners want an AI assistant over our case files, but the search service must never see queries or documents. we'd need it in our own VPC, pilot first",
    ],
    ko: [
      "법무법인 IT 담당입니다 사건 기록으로 AI 검색 만들고 싶은데 검색 서버가 질의나 문서를 절대 보면 안 돼요 자체 VPC에서 먼저 파일럿 가능할까요",
    ],
  },
  "/service/privid": {
    en: [
      "ministry identity service: storing citizens' face templates is a special-category data nightmare under gdpr. can matching happen without the server ever holding usable faces?",
    ],
    ko: [
      "공공 신원인증 서비스 담당인데 국민 얼굴 템플릿 보관하는 게 민감정보라 부담이에요 서버가 얼굴을 못 보는 상태로 매칭할 수 있나요",
    ],
  },
  "/ecosystem/solutions/privid": {
    en: [
      "pharma plant, staff sign into regulated systems with their face. if a template gets stolen we need to cancel it and have them re-enrol",
    ],
    ko: [
      "제약 공장인데 직원들이 얼굴로 규제 시스템에 접근해요 템플릿 털리면 폐기하고 재등록시킬 수 있어야 함",
    ],
  },
  "/enterprise/pqc-encryption": {
    en: [
      "mobile operator security team: subscriber key provisioning and our links to other operators need protection from future quantum decryption. looking for a migration programme",
      "government agency facing CNSA 2.0 deadlines for site-to-site tunnels that carry classified traffic. need a plan and a hybrid rollout",
    ],
    ko: [
      "통신사 보안팀이에요 5G 가입자 키 프로비저닝이랑 사업자 간 시그널링을 양자 공격에 대비해야 해서 전환 프로그램 찾고 있어요",
      "공공기관인데 정부 양자내성암호 전환 계획에 맞춰서 우리 기관에서 RSA 쓰는 곳부터 찾고 단계적으로 바꾸고 싶습니다",
    ],
  },
  "/ecosystem/solutions/pqc-function": {
    en: [
      "land registry dev here: deeds stay encrypted for 50+ years and i want post-quantum envelope encryption through a simple call, keys kept in a validated HSM",
    ],
    ko: [
      "등기 시스템 개발자인데 50년 넘게 보관할 문서 키를 간단한 호출로 양자내성 방식으로 감싸고 싶어요 키는 검증된 HSM 안에 있어야 하고요",
    ],
  },
  "/service/pqc-function": {
    en: [
      "hospital group security architect: we must meet the national quantum-migration timeline without rewriting every app's crypto, ideally just by calling a service",
    ],
    ko: [
      "병원 그룹 보안 설계 담당이에요 앱마다 암호 코드 다 고치지 않고 국내 양자내성 전환 일정 맞추려면 서비스 호출로 해결하고 싶어요",
    ],
  },
  "/service/cusp": {
    en: [
      "crypto exchange ops: we want to get rid of the single private key behind our hot wallet without changing deposit addresses",
      "fintech compliance wants proof that no one person can sign a settlement, plus a log that auditors accept for SOC 2",
    ],
    ko: [
      "거래소 운영팀인데 핫월렛이 개인키 하나로 된 구조 없애고 싶어요 입금 주소는 안 바꾸고요",
      "핀테크 준법팀에서 결제 서명을 한 사람이 혼자 못 하게 하고 감사인이 인정하는 로그 남기라고 하네요",
    ],
  },
  "/ecosystem/solutions/cusp": {
    en: [
      "software vendor: our release signing key sits on one build server. we want it split between release teams so a quorum has to approve",
    ],
    ko: [
      "소프트웨어 회사인데 릴리스 서명키가 빌드 서버 한 대에 있어요 릴리스 팀끼리 나눠서 정족수 승인받아야 서명되게 하고 싶어요",
    ],
  },
  "/service/tokenis": {
    en: [
      "asset manager: we'd tokenize a fund but don't want node operators seeing investors' holdings, and redemptions and forced transfers must be handled",
    ],
    ko: [
      "자산운용사예요 펀드를 토큰화하고 싶은데 노드 운영자들이 투자자 보유 내역 못 보게 하고 환매나 강제 이전도 처리돼야 해요",
    ],
  },
  "/ecosystem/solutions/tokenis": {
    en: [
      "private bank: fund units should only reach eligible investors and lock-ups must hold, without publishing who owns what",
    ],
    ko: [
      "PB 은행인데 펀드 수익증권이 적격 투자자한테만 가고 락업도 지켜지게 하면서 누가 얼마 가졌는지는 공개 안 하고 싶어요",
    ],
  },
  "/enterprise/privacy-blockchain": {
    en: [
      "securities depository: custodians want delivery versus payment on a shared ledger without other members seeing positions, and the regulator should check proofs instead of files",
      "city government: residents should prove residency for services without handing over full documents, anchored in a tamper-evident registry",
    ],
    ko: [
      "증권 결제기관인데 수탁사들끼리 공유 원장에서 DvP 하되 다른 참여자 포지션은 안 보이고 감독기관은 증명만 확인하게 하고 싶어요",
      "구청인데 주민이 서류를 다 내지 않고 거주 사실만 증명하게 하고 위변조 안 되는 등록부에 남기고 싶어요",
    ],
  },
  "/service/ledger-actor-fabric": {
    en: [
      "trade finance consortium: we want each company's role modelled as its own process on a shared ledger, fast final settlement, and the ability to replay history for audits",
    ],
    ko: [
      "무역금융 컨소시엄인데 회사별 역할을 각각 프로세스로 나눠 공유 원장에 올리고 확정은 빠르게, 감사할 땐 이력을 재실행할 수 있었으면 해요",
    ],
  },
  "/ecosystem/solutions/moduli-chain": {
    en: [
      "we run a decentralized exchange and bots keep front-running our users' orders. want a chain where pending transactions stay sealed until their order is fixed",
    ],
    ko: [
      "탈중앙 거래소 운영하는데 봇들이 자꾸 유저 주문을 앞질러요 순서 확정 전까진 거래 내용이 봉인되는 체인 없나",
    ],
  },
  "/devhub/use-cases/zk-identity-verification": {
    en: [
      "online wine shop: legally we must verify age but we don't want to store anyone's ID scans. how do we learn 'over 18' and nothing else?",
    ],
    ko: ["편의점 무인 주류 판매 준비 중인데 신분증 사진 저장 없이 성인인지만 알고 싶어요 어떤 방식이 있나요"],
  },
};
