import type { RequestList } from "./types";

/**
 * Requests from visitors who write in a language that is not quite their first or mix two: English with literal
 * translations and dropped articles, Korean with English terms in Latin letters or spelled by sound. Three kinds of
 * need: post-quantum protection framed by a role or a worry (which traffic, which signature, where to begin), a
 * developer naming a language or runtime and wanting the library for it, and business questions (price, a
 * salesperson, a trial, the hosted service beside the open-source libraries).
 */
export const mixedLanguageRequests: RequestList = {
  "/enterprise/pqc-encryption": {
    en: ["want to talk with PQC sales team"],
    ko: [
      "은행 PQC 마이그레이션 뭐부터 해야 하나요",
      "KCMVP 검증 HSM이랑 연동되는 양자내성 솔루션",
      "PQC 세일즈 담당자랑 미팅 잡고 싶어요",
    ],
  },
  "/service/pqc-function": {
    en: ["PQC-Function still beta, can we use it for production workload?"],
    ko: ["PQC-Function 아직 베타인데 상용 서비스에 써도 되나요"],
  },
  "/ecosystem/solutions/pqc-function": {
    en: ["serverless ML-KEM ML-DSA SLH-DSA with REST and gRPC, hybrid X25519"],
    ko: ["양자내성 서버리스 함수 REST gRPC 하이브리드 X25519"],
  },
  "/ecosystem/opensource/pq-tls-proxy": {
    en: [],
    ko: ["레거시 서비스 코드 수정 없이 TLS를 양자내성으로"],
  },
  "/devhub/projects/pq-tls-proxy": {
    en: ["Go tool for hybrid post-quantum TLS, go install command"],
    ko: ["pqproxy.yaml 설정 예시 X25519MLKEM768 폴백"],
  },
  "/devhub/use-cases/quantum-safe-vpn": {
    en: ["hybrid IKEv2 with ML-KEM-768 and ML-DSA gateway certificates"],
    ko: ["지사 간 VPN 터널 양자내성 적용", "IKEv2 하이브리드 키 교환 게이트웨이 레퍼런스 아키텍처"],
  },
  "/devhub/use-cases/post-quantum-firmware-signing": {
    en: ["quantum safe firmware signing for car ECU living 15 years"],
    ko: ["펌웨어 서명 양자내성 ML-DSA 부트로더 검증", "의료기기 secure boot 서명 PQ 전환"],
  },
  "/research/technologies/post-quantum-cryptography": {
    en: [],
    ko: ["양자내성암호가 뭐예요 일반인도 이해하게"],
  },
  "/ecosystem/core-tech/ml-kem": {
    en: ["Module-LWE key encapsulation, Fujisaki-Okamoto and implicit rejection explained"],
    ko: [],
  },
  "/devhub/projects/thresh-sign": {
    en: ["golang library for threshold ECDSA signing"],
    ko: ["고랭 임계 서명 라이브러리"],
  },
  "/ecosystem/opensource/thresh-sign": {
    en: ["go threshold EdDSA module, what license and maturity"],
    ko: ["thresh-sign 라이선스 뭐예요? 상용 프로젝트에 써도 되나요"],
  },
  "/devhub/projects/torus-he": {
    en: ["rust crate for CKKS homomorphic encryption"],
    ko: ["러스트 동형암호 크레이트 CKKS"],
  },
  "/ecosystem/opensource/torus-he": {
    en: ["homomorphic encryption usable from C through C API"],
    ko: ["C 프로젝트에서 C API로 동형암호 쓰기"],
  },
  "/devhub/projects/mlkem-wasm": {
    en: ["TS library for ML-KEM in browser without native build"],
    ko: ["타입스크립트 ML-KEM 브라우저용 라이브러리", "노드js에서 mlkem npm 패키지 퀵스타트"],
  },
  "/ecosystem/opensource/mlkem-wasm": {
    en: ["npm package ML-DSA WebAssembly, MIT license?"],
    ko: ["웹어셈블리 PQC 라이브러리 MIT 라이선스"],
  },
  "/devhub/projects/fedhe": {
    en: ["pytorch plugin federated learning encrypted aggregation"],
    ko: ["파이토치 연합학습 암호화 집계 플러그인"],
  },
  "/ecosystem/opensource/fedhe": {
    en: ["python fedhe is research maturity, can we use in production?"],
    ko: ["fedhe 연구 단계라는데 운영에 써도 돼요?"],
  },
  "/devhub/projects/moduli-circuits": {
    en: ["circom circuit poseidon merkle membership audited", "snarkjs groth16 range proof circuits library"],
    ko: ["서콤 머클 멤버십 회로 감사 받은 거", "snarkjs 그로스16 PLONK 회로 npm 설치"],
  },
  "/devhub/docs": {
    en: [
      "python sdk pip install ML-KEM sample code",
      "swift package iOS post-quantum encapsulate",
      "rust async tokio SDK for nullspace API",
      "node.js 20 SDK for nullspace api",
      "JVM Kotlin SDK post-quantum",
    ],
    ko: [
      "파이썬 SDK pip 설치 샘플",
      "스위프트 iOS SDK 최소 지원 버전",
      "러스트 tokio 비동기 SDK 예제",
      "노드 20 TS SDK @nullspace/sdk 샘플",
      "고 1.22 SDK 샌드박스 첫 호출",
    ],
  },
  "/enterprise": {
    en: [
      "price of enterprise solution per year",
      "is there possibility to install on-premises, we cannot use cloud",
      "support hours during pilot and 24/7 SLA for production",
      "deploy in our own AWS VPC on Kubernetes possible?",
    ],
    ko: [
      "엔터프라이즈 연간 구독 가격",
      "견적 받으려면 어디로 컨택해야 돼요?",
      "SI 업체 리셀러 파트너십 제휴 문의",
      "PoC 기간 기술지원 시간이랑 운영 계약 SLA",
      "Azure VPC에 쿠버네티스로 배포 되나요",
    ],
  },
  "/enterprise/homomorphic-db": {
    en: ["homomorphic database managed service available in which region"],
    ko: ["동형암호 DB 도입 상담 FHE 팀 연결", "동형암호 데이터베이스 매니지드 서비스 되는 리전"],
  },
  "/enterprise/privacy-blockchain": {
    en: ["consortium blockchain pilot, contact blockchain team"],
    ko: [],
  },
  "/devhub/developer-program": {
    en: [
      "free trial sandbox key how to get",
      "academic access free for university lab",
      "hosted service runs same code as open source library?",
      "how long to receive sandbox key after apply",
      "office hours with cryptographer to review our design",
    ],
    ko: [
      "무료 트라이얼 샌드박스 키 발급",
      "대학 연구실 학술용 무료 사용",
      "오픈소스랑 호스팅 서비스 코드가 같은 건가요",
      "개발자 프로그램 신청하면 키는 며칠 만에 나와요?",
    ],
  },
  "/service/cusp": {
    en: ["CUSP on premises deployment possible"],
    ko: ["CUSP 온프렘 배포 ㄱㄴ?"],
  },
  "/security": {
    en: ["bug bounty reward how much for reporting vulnerability"],
    ko: ["취약점 제보 포상금 있나요"],
  },
  "/community": {
    en: ["Discord channel to ask SDK questions"],
    ko: ["디스코드 커뮤니티 SDK 질문 채널"],
  },
  "/research/online-classroom": {
    en: [],
    ko: ["사내 개발자 교육용 PQC 전환 강의 있나요"],
  },
  "/service/community-forum": {
    en: [],
    ko: ["한국어 포럼 게시판 언제 열려요"],
  },
};

/** The same visitors' requests told as a story (more than ten words, seven in Korean): learnt like the other stories. */
export const mixedLanguageStories: RequestList = {
  "/enterprise/pqc-encryption": {
    en: [
      "our bank is regulated, what to do first for post-quantum migration",
      "I am CISO of a hospital group and regulator is asking quantum readiness plan from us, please kindly guide where is the starting point",
      "ministry quantum resistant migration plan aligned with CNSA 2.0 and NIST IR 8547",
      "We are telecom operator and want to protect SIM provisioning and 5G core signalling from quantum attack, is there possibility you help us?",
      "how to find all RSA and ECDSA usage in company before quantum computer come",
      "I am not technical person, only the CEO, but I read that quantum computer will one day read all our company secrets, who can check if we are in danger?",
      "Our ministry procurement office needs to meet your post-quantum specialists before writing the tender, whom can we contact?",
    ],
    ko: [
      "병원 정보보호팀인데 감독기관에서 양자내성암호 전환 계획을 내라고 해서 어디서부터 시작해야 할지 모르겠어요",
      "공공기관 KpqC 정부 전환 계획에 맞춘 PQC 로드맵",
      "저는 개발자가 아니고 회사 대표인데, 양자 컴퓨터가 나오면 회사 기밀이 다 털린다는 기사를 보고 걱정돼서 상담받고 싶어요",
      "통신사 5G 코어 시그널링 링크 quantum safe 하게 바꾸는 방법",
      "사내 코드랑 인증서에서 RSA, ECDSA 쓰는 곳 전부 찾아 주는 크립토 인벤토리",
      "공공기관 구매 담당인데 양자내성암호 사업 공고를 내기 전에 PQC 전문 인력과 미팅할 수 있을까요?",
    ],
  },
  "/service/pqc-function": {
    en: [
      "post-quantum crypto as API, keys stay inside HSM, no lattice code in our services",
      "need to issue X.509 certificate carrying both ECDSA and ML-DSA signature for staged rollout",
      "Our e-contract platform signs PDF documents with RSA, and my boss asks me to make the signatures quantum safe without we operate own HSM",
    ],
    ko: [
      "ML-DSA 서명을 API로 호출하고 개인키는 HSM 밖으로 안 나오게",
      "전자계약 서비스에서 문서 서명을 RSA로 하고 있는데, 자체 HSM 없이 양자내성 서명으로 바꿀 수 있는 서비스가 있을까요?",
      "ECDSA + ML-DSA 복합 인증서 발급 단계적 도입",
    ],
  },
  "/ecosystem/solutions/pqc-function": {
    en: [
      "quantum safe envelope encryption for archives that keep confidential for decades",
      "Insurance company keeps customer records 40 years, I am architect looking for service doing ML-KEM encapsulation by one API call with audit log of every call",
    ],
    ko: [
      "보험사 고객 기록을 수십 년 동안 기밀로 보관해야 해서, ML-KEM 봉투 암호화를 키 정책과 감사 로그까지 한 번에 해 주는 서비스를 찾고 있습니다",
    ],
  },
  "/ecosystem/opensource/pq-tls-proxy": {
    en: [
      "how to make TLS between our microservices quantum safe without changing code",
      "want to see how many clients already negotiate post-quantum group on our TLS endpoint",
    ],
    ko: ["클라이언트 중에 몇 퍼센트가 PQ 그룹으로 협상하는지 메트릭으로 보고 싶어요"],
  },
  "/devhub/projects/pq-tls-proxy": {
    en: [
      "We have an old legacy service nobody can touch anymore, but security team wants hybrid post-quantum TLS in front of it, which tool do we put before it?",
      "please kindly show config example of reverse proxy terminating X25519MLKEM768 before upstream on port 8080",
    ],
    ko: [
      "사내 MSA 서비스끼리 TLS 통신을 PQ 하이브리드로 바꾸라는데, 서비스를 하나하나 고칠 시간이 없어서 앞단에 리버스 프록시로 붙이는 방법을 찾아요",
      "Go로 만든 PQ TLS 리버스 프록시 go install",
    ],
  },
  "/devhub/use-cases/quantum-safe-vpn": {
    en: [
      "site to site VPN between two offices quantum resistant, how to make",
      "Our government agency connects regional offices by IPsec tunnels carrying state secrets, and network team worries recorded traffic is decrypted later by quantum computer",
    ],
    ko: [
      "국방 관련 기관 네트워크 담당인데, 지금 IPsec 터널로 오가는 트래픽을 누가 저장해 뒀다가 나중에 양자 컴퓨터로 풀까 봐 걱정입니다",
    ],
  },
  "/devhub/use-cases/post-quantum-firmware-signing": {
    en: [
      "We make infusion pumps for hospitals, devices stay in field very long and auditor asks what happens to our RSA update signature when quantum arrives",
      "bootloader verifies ML-DSA signature, release needs two of three managers approve",
    ],
    ko: [
      "자동차 전장 부품 회사인데 차가 15년 넘게 굴러가니까 OTA 업데이트 서명이 나중에 위조될까 봐 PQC로 바꾸려고 합니다",
    ],
  },
  "/research/technologies/post-quantum-cryptography": {
    en: [
      "I am master student and want to understand mathematically why Shor algorithm breaks RSA and what replaces it, is there explanation with papers?",
      "layman question: will quantum computer read secrets of my country, what is post-quantum cryptography",
    ],
    ko: [
      "양자 컴퓨터가 RSA를 왜 깨는지 수학적으로 공부하고 싶은 대학원생입니다, 쇼어 알고리즘이랑 대체 방식이 설명된 곳이 있나요?",
    ],
  },
  "/ecosystem/core-tech/ml-kem": {
    en: [
      "For my thesis I need exact public key and ciphertext sizes of ML-KEM-512, 768 and 1024 and how it is derived from Kyber",
    ],
    ko: [
      "카이버 ML-KEM 모듈 LWE 원리랑 파라미터별 키 크기",
      "학부 졸업 프로젝트로 ML-KEM을 직접 구현해 보려는데 FO 변환과 implicit rejection이 어떻게 동작하는지부터 이해하고 싶어요",
    ],
  },
  "/ecosystem/core-tech/ml-dsa": {
    en: [
      "Dilithium Fiat-Shamir with aborts how signing works, signature size of ML-DSA-65",
      "Professor gave me homework to compare lattice signature against hash-based SLH-DSA, where can I read how ML-DSA rejection sampling works?",
    ],
    ko: [
      "딜리시움 ML-DSA 44 65 87 서명 크기 비교",
      "암호학 수업에서 격자 기반 서명을 발표해야 하는데 ML-DSA가 Fiat-Shamir with aborts로 어떻게 서명하는지 설명된 페이지 있나요?",
    ],
  },
  "/devhub/projects/thresh-sign": {
    en: [
      "Our custody backend is written in Go and we want to split the signing key over three servers with MPC, do you have some go get package?",
    ],
    ko: ["Go로 커스터디 서명 서버를 만드는 중인데 키를 2-of-3으로 쪼개서 서명하는 go 패키지 있나요?"],
  },
  "/ecosystem/opensource/thresh-sign": {
    en: [
      "We must refresh key shares without changing the public key in our Go service, which library is doing that?",
    ],
    ko: [
      "키 쉐어를 주기적으로 리프레시해야 하는데 공개키는 그대로 둬야 해요, Go 서비스에서 쓸 수 있는 lib 있나요?",
    ],
  },
  "/devhub/projects/torus-he": {
    en: [
      "I write backend in Rust and need BFV exact integer encryption with CUDA acceleration, is there cargo package for this?",
    ],
    ko: ["Rust 서비스에 CKKS를 붙이고 CUDA 가속까지 쓰고 싶은데 cargo add로 설치되는 라이브러리가 있을까요?"],
  },
  "/ecosystem/opensource/torus-he": {
    en: [
      "Our product core is in C and we cannot switch language, but we need CKKS with bootstrapping, can we link your Rust library through its C API?",
    ],
    ko: [
      "저희 제품 코어가 C로 되어 있어서 언어를 못 바꾸는데, 부트스트래핑 되는 CKKS 라이브러리를 C API로 링크할 수 있을까요?",
    ],
  },
  "/devhub/projects/mlkem-wasm": {
    en: [
      "Our front end is TypeScript and we want end-to-end quantum safe key between browser and Node.js server, bundle must stay small",
    ],
    ko: [],
  },
  "/ecosystem/opensource/mlkem-wasm": {
    en: [],
    ko: [
      "프론트엔드가 TS라서 네이티브 빌드 없이 브라우저에서 ML-DSA 서명을 돌려야 하는데, 번들 크기가 작은 라이브러리가 있나요?",
    ],
  },
  "/devhub/projects/fedhe": {
    en: [
      "We are three hospitals training one model in PyTorch with FedAvg loop, is there pip package to aggregate gradients under CKKS?",
    ],
    ko: [
      "파이썬으로 FedAvg 루프를 돌리는데 병원끼리 그래디언트가 안 보이게 CKKS로 집계해 주는 pip 패키지를 찾아요",
    ],
  },
  "/ecosystem/opensource/moduli-circuits": {
    en: [
      "I am writing ZK circuits in Noir and want audited ECDSA verification gadget instead of writing myself",
    ],
    ko: [
      "Noir로 영지식 회로를 짜고 있는데 서명 검증이랑 range proof 회로는 직접 안 만들고 가져다 쓰고 싶습니다",
    ],
  },
  "/devhub/docs": {
    en: [
      "I am Android developer with Kotlin, how to call post-quantum key encapsulation from my app and which gradle dependency to add?",
      "Our macOS app is written in Swift and must sign with ML-DSA through your API, what is minimum macOS version supported?",
      "I use Go 1.22 in our gateway service, please kindly tell how to install your SDK and make first ML-KEM call to sandbox",
      "Data team uses Python 3.10 notebooks and wants to run encrypted SQL on TorusDB, which client library do we install?",
    ],
    ko: [
      "코틀린 안드로이드 앱에서 양자내성 키 캡슐화를 호출하려면 gradle 의존성에 뭘 넣어야 돼요?",
      "JVM 백엔드 팀인데 Kotlin SDK로 ML-KEM-768 키를 만들고 캡슐화하는 샘플 코드가 있을까요?",
      "iOS 앱 개발자인데 스위프트 패키지 매니저로 Nullspace SDK를 넣고 샌드박스 키로 테스트해 보고 싶어요",
      "파이썬 노트북에서 TorusDB 암호화 SQL 쿼리 날리는 SDK",
    ],
  },
  "/enterprise": {
    en: [
      "how much cost, we need quotation for homomorphic database and PQC together",
      "We are system integrator in Vietnam and want to resell your solutions to our bank customers, how can we become partner?",
      "Please kindly inform the process, we want first small proof of concept with our own data before buying any license",
      "open source core is free or need to pay licence for commercial use",
      "My manager asks me to check if your support is only business hours or also nights, because our operations run 24 hours in Europe",
    ],
    ko: [
      "저희는 망분리 환경이라 클라우드를 못 쓰는데 온프레미스로 설치가 가능한지 궁금합니다",
      "구매 전에 저희 데이터로 4주 정도 PoC를 먼저 해 볼 수 있는지 알고 싶습니다",
      "오픈소스 코어는 상업적으로 써도 무료인가요, 라이선스 비용 따로 있나요",
      "유럽 법인도 24시간 돌아가는데 장애 나면 야간에도 지원받을 수 있는 계약이 있는지 알려 주세요",
    ],
  },
  "/enterprise/homomorphic-db": {
    en: ["Our hospital chain want a meeting with your FHE team about encrypted database, who do we contact?"],
    ko: [],
  },
  "/enterprise/privacy-blockchain": {
    en: [],
    ko: ["컨소시엄 블록체인 도입하려고 하는데 블록체인 팀이랑 먼저 상담하고 싶어요"],
  },
  "/devhub/developer-program": {
    en: [
      "We are startup of five people, is there some credit or discount to go production with your API?",
      "I am professor in Indonesia and my students want to use your homomorphic library for research, is there special program for universities?",
      "Before we pay anything I want to understand: if we use PQC-Function in cloud, is it running same code like the libraries on GitHub or different one?",
    ],
    ko: [
      "5명짜리 스타트업인데 운영 환경으로 넘어갈 때 크레딧 같은 혜택이 있는지 궁금해요",
      "대학원 연구실에서 fedhe랑 torus-he 연구용 빌드를 쓰고 싶은데 학교 대상 프로그램이 따로 있나요?",
      "결제하기 전에 확인하고 싶은데, 클라우드 PQC-Function이 깃헙에 있는 오픈소스 라이브러리랑 같은 코드로 돌아가나요?",
    ],
  },
  "/service/cusp": {
    en: [
      "Our exchange regulator forbids keeping keys in foreign cloud, so is there possibility to run CUSP signer nodes inside our own data centre?",
    ],
    ko: [
      "거래소인데 규제 때문에 키를 해외 클라우드에 둘 수 없어서, CUSP 서명 노드를 저희 IDC에 직접 설치할 수 있는지 문의드립니다",
    ],
  },
  "/security": {
    en: [
      "I found side channel in one of your libraries, to which e-mail should I send it and will you pay some reward?",
    ],
    ko: ["라이브러리에서 타이밍 사이드채널을 찾았는데 어디로 제보하면 되고 답변은 며칠 안에 오나요?"],
  },
  "/community": {
    en: [
      "Before buying anything our developers want to chat with your engineers directly, is there Discord or some channel where they answer?",
    ],
    ko: [],
  },
  "/research/online-classroom": {
    en: ["Our engineering team needs training course on post-quantum migration, do you offer one?"],
    ko: [],
  },
};
