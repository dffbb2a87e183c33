import type { RequestList } from "./types";

/**
 * Needs told in an organisation's own words: a bank, insurer, hospital, public agency, telecom, manufacturer, game
 * company or exchange names its situation, its data and the rules it answers to (개인정보보호법, 망분리, 마이데이터,
 * ISMS-P, GDPR, HIPAA ...), and the need is what a product, offer, technology or project does. The rule or the sector
 * never decides the page alone; the need does.
 */
export const institutionNeedRequests: RequestList = {
  "/ecosystem/solutions/torusdb": {
    en: ["database where the hosting provider can compute but never decrypt"],
    ko: ["수백만 건 암호화레코드 집계를GPU로 빠르게"],
  },
  "/enterprise/homomorphic-db": {
    en: ["private retrieval for an AI assistant over confidential documents"],
    ko: [],
  },
  "/service/privid": {
    en: [
      "face login without keeping a biometric database",
      "passkeys and face matching under one enrolment and one policy",
    ],
    ko: [],
  },
  "/ecosystem/solutions/privid": {
    en: ["step-up face check for high-value transfers with no stored biometrics"],
    ko: ["유출된 얼굴 템플릿 폐기하고 재등록시키는 방법", "고액이체 추가인증을 얼굴로, 원본 저장 없이"],
  },
  "/ecosystem/solutions/cusp": {
    en: [
      "treasury payouts signed only after multi-party approval, key never whole",
      "split one signing key across HSMs from different vendors",
    ],
    ko: ["자금부 지급 서명, 여러 명 승인해야만 나가게"],
  },
  "/service/cusp": {
    en: ["keep our on-chain addresses but remove the single hot-wallet key"],
    ko: ["결제 서명에 4-eyes 승인, 감사 증적까지 남기기"],
  },
  "/devhub/projects/thresh-sign": {
    en: ["open-source Go library for 2-of-3 ECDSA signing"],
    ko: ["Go로 2-of-3 분산 서명 직접 구현할 오픈소스", "Ed25519 키 조각 갱신 라이브러리 go get"],
  },
  "/ecosystem/solutions/epsilon": {
    en: ["measure ad reach with a retailer without swapping customer lists"],
    ko: [],
  },
  "/service/epsilon": {
    en: [
      "privacy-safe synthetic tables for outside analysts",
      "privacy budget tracked per analyst across sessions",
    ],
    ko: [
      "개인정보보호책임자가 분석 쿼리마다 노출 정도를 감사",
      "BigQuery 데이터를 반출하지 않고 파트너사와 결합 분석",
    ],
  },
  "/devhub/use-cases/private-medical-analytics": {
    en: ["cohort statistics across hospitals without moving patient records"],
    ko: ["다기관 재입원율 분석, 환자 데이터 반출 없이"],
  },
  "/devhub/use-cases/encrypted-credit-scoring": {
    en: [
      "score loan applicants with other banks' data we never see",
      "credit decision where only the final score is ever decrypted",
    ],
    ko: [],
  },
  "/devhub/use-cases/federated-fraud-detection": {
    en: [
      "train a shared fraud model across banks without pooling transactions",
      "cross-bank fraud model under banking secrecy, PyTorch",
    ],
    ko: ["FDS 공동모델, 각 은행 학습 결과도 비공개로", "PG사·카드사 연합 사기탐지 모델, 데이터는 각자 보관"],
  },
  "/ecosystem/core-tech/he-federated-learning": {
    en: ["federated training where the aggregator never sees gradients"],
    ko: [],
  },
  "/devhub/projects/fedhe": {
    en: ["pip package that encrypts FedAvg aggregation in a PyTorch loop"],
    ko: [],
  },
  "/research/technologies/privacy-preserving-machine-learning": {
    en: [
      "run model inference on encrypted customer inputs, research",
      "on-device personalisation without collecting user data centrally",
    ],
    ko: ["암호화된 입력으로 AI 모델 추론하는 기술 동향"],
  },
  "/devhub/use-cases/quantum-safe-vpn": {
    en: [
      "site-to-site VPN safe against record-now-decrypt-later",
      "quantum-resistant tunnel between two data centers",
    ],
    ko: ["데이터센터간VPN 양자컴퓨터 대비"],
  },
  "/enterprise/pqc-encryption": {
    en: ["migration plan aligned with NIST IR 8547 and CNSA 2.0"],
    ko: [
      "사내 시스템 어디에 RSA를 쓰는지 전수조사부터",
      "인증서·TLS 엔드포인트·HSM 암호 알고리즘 현황 스캔",
      "애플리케이션 수정 없이 설정만으로 암호 알고리즘 교체",
    ],
  },
  "/service/pqc-function": {
    en: [
      "post-quantum signing and key exchange as a single API call",
      "per-key usage metrics and alerts for cryptographic operations",
    ],
    ko: ["암호키별 호출량 모니터링과 이상 호출 알림"],
  },
  "/ecosystem/solutions/pqc-function": {
    en: ["quantum-safe envelope encryption for records kept for decades"],
    ko: [
      "수십 년 보존할 기록물의 봉투암호화를 호출형 서비스로",
      "키별로 허용 호출자·용도·교체 주기를 정책으로 지정",
    ],
  },
  "/devhub/projects/pq-tls-proxy": {
    en: [],
    ko: ["허용 키교환 그룹을 정책파일로 관리하는 오픈소스 프록시"],
  },
  "/devhub/projects/mlkem-wasm": {
    en: [
      "quantum-safe key exchange in the browser with a tiny bundle",
      "Node.js library for post-quantum key encapsulation without native builds",
    ],
    ko: ["Node.js에서 네이티브 모듈 없이 양자 대비 서명"],
  },
  "/ecosystem/core-tech/ml-kem": {
    en: ["How does the standardised quantum-safe key exchange resist chosen-ciphertext attacks?"],
    ko: ["FIPS 203 키 교환 알고리즘 동작 원리"],
  },
  "/ecosystem/core-tech/ml-dsa": {
    en: ["signature sizes of the FIPS 204 replacement for ECDSA"],
    ko: ["양자 대비 전자서명의 서명·공개키 크기 비교"],
  },
  "/research/technologies/post-quantum-cryptography": {
    en: ["overview of post-quantum standards and migration research papers"],
    ko: ["양자컴퓨터가 RSA를 깨는 이유와 대체 표준 개요"],
  },
  "/ecosystem/solutions/tokenis": {
    en: ["tokenised invoices for supplier financing with hidden amounts"],
    ko: [
      "토큰증권 보유수량 비공개, 보호예수 규칙은 자동 검증",
      "매출채권 토큰화로 공급사-은행 간 팩토링, 금액은 비공개",
    ],
  },
  "/service/tokenis": {
    en: [
      "delivery versus payment against tokenized deposits, positions confidential",
      "issuer console for tokenized funds without writing smart contracts",
    ],
    ko: [
      "예금토큰으로 토큰증권 동시결제(DvP), 고객 포지션 비공개",
      "스마트컨트랙트 코딩 없이 토큰 발행·투자자 요건 설정",
    ],
  },
  "/ecosystem/solutions/moduli-chain": {
    en: ["public blockchain with hidden balances and private contracts"],
    ko: ["퍼블릭 체인에서 송금 금액은 숨기고 검증은 가능하게", "탈중앙 거래소 프런트러닝 막는 메인넷"],
  },
  "/research/technologies/blockchain-privacy": {
    en: ["sealed-bid auctions on a public blockchain, research"],
    ko: ["블록체인 비밀투표·봉인입찰 경매 연구", "공개 장부에서 금액 숨기고 검증하는 원리 자료"],
  },
  "/ecosystem/solutions/ledger-actor-fabric": {
    en: ["shared provenance ledger between manufacturers and logistics firms"],
    ko: [],
  },
  "/service/ledger-actor-fabric": {
    en: ["permissioned ledger where business logic is Rust compiled to WebAssembly"],
    ko: ["과거 거래 처리 과정을 그대로 재실행해 감사하기"],
  },
  "/devhub/use-cases/zk-identity-verification": {
    en: [
      "verify a user is over 18 without collecting ID documents",
      "stop one credential being reused across several accounts",
    ],
    ko: [
      "주류 배달앱 연령 확인, 생년월일 저장 없이",
      "전문투자자 요건만 확인하고 증빙서류는 안 받는 온보딩",
      "성인인증결과만 받고 개인정보는 안남기는 방법",
    ],
  },
  "/ecosystem/core-tech/zk-snark": {
    en: ["Groth16 versus PLONK proof size and setup"],
    ko: [],
  },
  "/research/technologies/zero-knowledge-proofs": {
    en: [
      "proof of reserves without disclosing customer balances",
      "research on rollup validity proofs and transparent hash-based proofs",
    ],
    ko: ["거래소 지급준비금 증명, 고객 잔고 공개 없이", "레이어2 롤업 상태 증명 연구 자료"],
  },
  "/devhub/projects/moduli-circuits": {
    en: [
      "audited Circom circuits for Merkle allow-list membership",
      "ECDSA signature verification inside a circuit, open source",
    ],
    ko: ["화이트리스트 포함 여부 증명 회로, Circom으로"],
  },
  "/ecosystem/core-tech/ckks": {
    en: ["encrypted arithmetic on real numbers: slots per ciphertext and precision"],
    ko: [],
  },
  "/research/technologies/homomorphic-encryption": {
    en: [
      "which encrypted-computation scheme for exact integers, real numbers or comparisons",
      "standards status for computing on encrypted data, ISO/IEC",
    ],
    ko: [],
  },
  "/devhub/projects/torus-he": {
    en: ["Rust crate for encrypted arithmetic with bootstrapping and CUDA"],
    ko: ["Rust용 암호문 연산 라이브러리, 부트스트래핑 지원"],
  },
  "/research/technologies/differential-privacy": {
    en: ["NIST SP 800-226 guidance for evaluating noise-based privacy"],
    ko: [],
  },
  "/research/technologies/secure-multi-party-computation": {
    en: ["contact discovery without uploading the address book"],
    ko: [],
  },
};

/** The same visitors' requests told as a story (more than ten words, seven in Korean): learnt like the other stories. */
export const institutionNeedStories: RequestList = {
  "/ecosystem/solutions/torusdb": {
    en: [
      "Our insurer wants to move claims tables to a managed cloud database, but the operator must never be able to read a row. We still need SUM, AVG and variance by region computed server-side.",
      "variance and GROUP BY on columns that stay encrypted on the server",
    ],
    ko: [
      "클라우드 운영사도 못 보는 고객 DB에서 합계·평균 집계",
      "DBA가 평문 행을 볼 수 없는데 SQL 집계는 서버에서 되는 DB",
      "저희 카드사는 정산 DB를 CSAP 인증 클라우드로 옮기려 하는데, 클라우드 사업자나 외주 DBA가 가맹점 거래 행을 평문으로 볼 수 없으면서도 가맹점별 GROUP BY 집계는 서버에서 그대로 돌아가야 합니다. 이런 구조의 데이터베이스가 있는지 문의드립니다.",
      "세 은행이 각자 자기 키로 암호화해 올린 고객 컬럼을 한 데이터베이스에서 합산·분산 계산하고 싶습니다. 계산하는 서버는 복호화 능력이 전혀 없어야 합니다.",
      "작년에 협력사 DB 서버 침해 사고를 겪은 뒤로, 서버가 털려도 행 내용은 암호문뿐이고 집계와 필터는 여전히 서버에서 계산되는 데이터베이스를 찾고 있습니다.",
    ],
  },
  "/enterprise/homomorphic-db": {
    en: [
      "on-prem SQL analytics on always-encrypted data, keys stay in our HSM",
      "A bank's data team wants a proof of concept on our own data where filters and aggregates run on ciphertexts inside our Azure VPC and the keys never leave Key Vault.",
    ],
    ko: [
      "망분리 환경 온프레미스에 설치하는 암호화 상태 SQL 분석 DB",
      "사내 LLM 문서검색(RAG)에서 검색 서버가 질의와 문서를 못 보게",
      "저희 은행은 전자금융감독규정 때문에 고객 데이터를 외부에 평문으로 둘 수 없습니다. 키는 자체 HSM에 두고, 사내 쿠버네티스 클러스터에서 암호문 상태로 필터·집계하는 데이터베이스를 우리 데이터로 PoC 해보고 싶습니다.",
      "보험금 청구 건수나 특정 코드 일치 건수처럼 오차가 있으면 안 되는 집계를 암호화된 테이블에서 돌려야 합니다. 실수 통계용 근사 방식 말고 정확한 정수 연산도 지원하는 데이터베이스인지 궁금합니다.",
      "보안 정책상 복호화 키는 저희 KMS 밖으로 나갈 수 없습니다. 데이터베이스에는 연산용 키만 넘기고 질의 결과는 저희 쪽에서만 복호화하는 엔터프라이즈 구성을 문의드립니다.",
      "AI 플랫폼 스타트업입니다. 고객사 기밀 문서를 벡터 검색해 답변을 만들어 주는데, 고객사들이 질의와 문서 내용이 저희 서버에 노출되는 것을 꺼립니다. 질의와 임베딩을 암호화한 채로 검색할 수 있는 제품을 찾고 있습니다.",
      "보험사 데이터팀입니다. 계약·청구 테이블을 저장, 전송, 연산하는 동안 한 번도 복호화하지 않고 범위 필터와 그룹별 집계를 돌리는 엔터프라이즈 제품 도입을 검토 중입니다.",
    ],
  },
  "/service/privid": {
    en: [
      "We're a European identity provider; under GDPR Article 9 we'd rather our processor never hold face templates in the clear, yet we still need 1:N identification.",
    ],
    ko: [
      "안면인식 로그인은 하되 생체정보 DB는 보관하고 싶지 않음",
      "얼굴 템플릿이 유출돼도 생체정보는 안 새는 인증 방식",
      "저희 은행 앱에 얼굴 인증을 넣으려는데, 개인정보보호법상 민감정보인 생체정보를 서버에 보관하면 유출 시 책임이 너무 큽니다. 서버는 얼굴 특징값을 암호문 상태로만 비교하고 일치 여부만 알 수 있는 방식이 있는지 문의드립니다.",
      "공공 통합인증 사업자입니다. 1:N 얼굴 식별을 해야 하는데 원본 생체 템플릿을 저희가 평문으로 갖고 있지 않는 구조를 검토하고 있습니다.",
      "패스키랑 얼굴인증을 한 번의 등록 절차로 묶고 싶어요",
      "얼굴인증 운영을 외부 업체에 위탁할 예정인데, 개인정보 처리 위탁 계약상 수탁사가 얼굴 원본이나 특징값을 평문으로 다루지 않게 하고 싶습니다.",
    ],
  },
  "/ecosystem/solutions/privid": {
    en: [
      "Stadium operator: we want face-based entry but can't let a biometric database become a liability, and liveness should run on the visitor's phone.",
    ],
    ko: [
      "공연장 얼굴인식 입장, 생체 DB 유출 걱정 없이",
      "망분리된 내부 업무시스템 접속에 직원 얼굴인증을 추가하려 합니다. 생체정보는 서버에 남기지 않고, 사진이나 마스크 같은 위조 얼굴 판별은 단말에서 끝내는 방식이 필요합니다.",
      "공항 출입 심사용 얼굴 인증을 기획 중인데, 생체 데이터베이스 자체가 해킹 표적이 되지 않도록 암호문끼리만 비교하는 솔루션이 있을까요?",
    ],
  },
  "/ecosystem/solutions/cusp": {
    en: [],
    ko: [
      "여러 HSM 벤더에 키 조각을 나눠 단일 벤더 의존 없애기",
      "가상자산 거래소 보안팀입니다. 핫월렛 개인키가 한 서버에 통째로 있는 구조를 없애고, 나눠진 키로 서명하면서 승인 정족수, 출금 한도, 화이트리스트와 키 목록을 한 콘솔에서 관리하고 싶습니다.",
      "게임 클라이언트 코드서명 키를 빌드 서버 한 대에 두고 있었는데, 여러 릴리스 팀이 키 조각을 나눠 갖고 함께 참여해야만 서명되도록 바꾸고 싶습니다.",
      "보유한 서명 키마다 양자컴퓨터 대비 전환 현황과 감사 이력을 한 화면에서 보고 싶습니다. 여러 곳에 나눠 보관하는 키까지 포함해서요.",
    ],
  },
  "/service/cusp": {
    en: [
      "We're a payments fintech: settlement instructions must be signed only after two approvers, and our SOC 2 auditor wants a tamper-evident trail of every signature.",
      "Our platform team runs homegrown multisig scripts and manual key ceremonies; we want one API and one approval policy instead.",
    ],
    ko: [
      "기존 지갑 주소 그대로 두고 단일 개인키 없애기",
      "증권사 디지털자산 수탁 시스템은 망분리 규정 때문에 외부 클라우드를 쓸 수 없습니다. 온프레미스에 설치해 키를 여러 노드에 나눠 서명하는 플랫폼이 있는지 궁금합니다.",
      "디지털자산 수탁업을 준비하는 은행 자회사입니다. 금융보안원 점검 때 서명 요청, 승인, 서명 내역을 위변조 불가능한 기록으로 제출해야 하는데, 키는 어느 한 곳에도 온전히 존재하지 않게 하는 서명 플랫폼을 찾고 있습니다.",
      "사내에서 스크립트로 돌리던 멀티시그와 키 생성 절차를 API 하나로 대체하고 싶습니다. 누가 무엇에 서명할 수 있는지도 하나의 정책으로 통일하고요.",
      "분산 서명 이력 SIEM 연동, ISO 27001 증적용",
    ],
  },
  "/ecosystem/core-tech/threshold-mpc": {
    en: [
      "how an ECDSA key split among three parties signs without being rebuilt",
      "Our auditors ask what adversary model a distributed signing protocol assumes and whether a cheating signer can be identified.",
    ],
    ko: [
      "키를 한 번도 합치지 않고 만드는 분산 키 생성 원리",
      "보안성 검토 중인데, 키 조각을 주기적으로 갱신하면 예전에 유출된 조각이 쓸모없어지는지, 공개키는 바뀌지 않는지 기술적으로 확인하고 싶습니다.",
      "부정행위한 서명 참여자를 식별할 수 있는 프로토콜 사양",
      "사내 연구소에서 분산 서명 방식을 도입하기 전에, 사전 계산은 어떻게 하고 온라인 서명은 몇 라운드면 끝나는지 알아야 합니다.",
    ],
  },
  "/devhub/projects/thresh-sign": {
    en: [
      "Our game studio's backend is in Go and we want to sign in-game asset transfers so no single server holds the key, with signatures any existing verifier accepts.",
    ],
    ko: [
      "자체 서버 세 대에 서명 노드를 띄우고 어느 두 대로도 표준 ECDSA 서명이 나오게 하고 싶습니다. 설치 명령과 예제 코드부터 보고 싶어요.",
    ],
  },
  "/ecosystem/solutions/epsilon": {
    en: [
      "Three banks want to spot mule accounts that show up at all of them without revealing their other customers to each other.",
      "joint statistics across partner companies with a noise budget on every answer",
    ],
    ko: [
      "광고주와 매체사가 고객 리스트 교환 없이 도달률 측정",
      "은행 간 공통 대포통장 찾기, 명단 공유 없이",
      "저희 통신사와 유통사가 공동 마케팅 효과를 측정하려 합니다. 가명정보 결합을 거치지 않고, 겹치는 고객만 찾아 통계만 내고 나머지 고객 정보는 서로 모르게 할 수 있을까요?",
      "여러 은행 거래 데이터로 보이스피싱 조직을 함께 추적해야 하는데 은행 간 원본 공유는 금지입니다. 겹치는 계좌만 매칭해 집계 결과만 공개하는 방식이 필요합니다.",
      "교집합 밖 고객은 노출 안 되는 공동 통계를 SQL로",
    ],
  },
  "/service/epsilon": {
    en: [
      "Our DPO wants every analyst query against partner data logged with how much privacy it cost; the data sits in Snowflake and must stay there.",
    ],
    ko: [
      "외부 분석가에게 줄 합성 데이터, 개인 재식별 안 되게",
      "사내 분석가 수십 명이 같은 고객 데이터셋에 매일 질의하는데, 한 사람이 여러 세션에 걸쳐 조금씩 물어 개인을 알아내는 일을 막고 싶습니다. 분석가별 누적 노출을 추적해 한도를 넘으면 거부하는 도구가 필요합니다.",
      "마이데이터 사업자입니다. 제휴 카드사와 고객 소비 패턴을 함께 분석하고 싶은데 서로 고객 원본을 받을 수 없습니다. 원본은 각자 환경에 두고 SQL로 질의하면 통계만 나오고, 어떤 쿼리가 얼마나 노출했는지 기록도 남아야 합니다.",
      "외부 연구자에게 탐색용 데이터를 제공하려는데 가명처리만으로는 재식별 우려가 있다는 지적을 받았습니다. 통계적 성질은 유지하면서 개인을 특정할 수 없는 대체 테이블을 만들어 주는 제품이 있을까요?",
    ],
  },
  "/devhub/use-cases/private-medical-analytics": {
    en: [
      "We're a public-health agency collecting comorbidity counts from regional hospitals; the ethics board will not approve copying records into a central warehouse.",
      "A US research network under HIPAA wants a multi-site study in which no hospital learns another's patient list.",
    ],
    ko: [
      "여러 병원 환자기록을 옮기지 않고 코호트 통계 내기",
      "공동연구 병원끼리 환자 명단 모른 채 중복 환자 찾기",
      "대학병원 연구지원팀입니다. 5개 병원이 함께 심부전 치료법별 재입원 통계를 내려는데, 데이터를 한 곳에 모으려면 IRB와 동의 절차에 몇 달이 걸립니다. 각 병원에 기록을 둔 채 집계값만 공유하는 방법을 찾고 있습니다.",
      "보건의료 빅데이터 사업단입니다. 중앙 저장소를 만들면 해킹 표적이 될까 걱정인데, 병원마다 노드를 두고 질의하면 잡음이 섞인 집계만 돌아오는 구조가 가능할까요?",
      "지역 병원들 합병증 건수를 기록 이동 없이 집계하고 싶어요",
      "암센터 네트워크에서 치료법별 생존율을 함께 산출하려는데, 각 병원 EMR 데이터는 병원 밖으로 나갈 수 없습니다.",
    ],
  },
  "/devhub/use-cases/encrypted-credit-scoring": {
    en: [
      "We're a buy-now-pay-later startup; a telecom partner could contribute payment history but won't send it in the clear. Can our scoring model run on their encrypted features?",
    ],
    ko: [
      "타 금융사 부채정보로 대출 심사, 원본 받지 않고",
      "대안신용평가에 통신요금 납부 데이터를 암호문으로 받아 점수만 계산",
      "인터넷은행 여신팀입니다. 신청자의 다른 금융기관 연체·부채 이력을 반영하고 싶은데, 가명처리 추출본도 재식별 우려가 있어 받기 어렵습니다. 상대 기관이 암호화해 보낸 값으로 모델을 돌리고 최종 점수만 저희가 복호화할 수 있을까요?",
      "대출 비교 핀테크입니다. 제휴 카드사가 고객 결제이력을 암호화해 넘기면 저희 심사 모델이 그대로 계산하는 구조를 검토 중입니다.",
      "신용평가 모델 입력값을 보지 않고 대출 점수 산출",
      "저희 P2P 대출 플랫폼은 신용정보회사 데이터를 평문으로 받지 않고 대출 승인 점수를 내고 싶습니다. 정보 제공 기관이 암호화해 보내는 값으로 계산할 수 있을까요?",
    ],
  },
  "/devhub/use-cases/federated-fraud-detection": {
    en: [
      "As a payment processor we'd join a fraud-model consortium only if the coordinator can't inspect our model updates and decryption needs several members.",
    ],
    ko: [
      "은행 여러 곳이 거래내역 공유 없이 이상거래탐지 모델 공동 학습",
      "저축은행 업권 차원에서 회원사들이 함께 쓸 이상거래 탐지 모델을 만들려 합니다. 금융거래 비밀보장 때문에 거래내역은 모을 수 없고, 각 사 학습 결과도 중앙에서 들여다볼 수 없어야 합니다.",
      "간편결제사들이 공동으로 부정결제 모델을 학습하려는데, 집계 서버를 운영하는 쪽이 개별 회사의 업데이트를 볼 수 없어야 한다는 조건이 붙었습니다.",
      "카드사 공동 부정사용 탐지 모델 사업에 참여하려는데, 준법감시팀이 저희 데이터가 공동 모델에 얼마나 드러나는지 수치로 보여 달라고 합니다. 각 사가 로컬에서 학습하고 잡음을 더해 암호화 제출하는 방식이면 가능할까요?",
    ],
  },
  "/ecosystem/core-tech/he-federated-learning": {
    en: ["What happens in encrypted federated training if some participants drop out mid-round?"],
    ko: [
      "연합학습에서 중앙 서버가 참여자 기울기를 못 보게 하는 기술",
      "참여 기관 일부가 중간에 빠져도 모델 복호화가 되는지",
      "통신 3사 공동 AI 과제에서, 각 사 모델 업데이트가 중앙 조정자에게 그대로 노출되면 학습 데이터가 유추될 수 있다는 보안 검토 의견이 나왔습니다. 업데이트를 암호화한 채 합산하는 방식의 원리와 성숙도를 알고 싶습니다.",
      "제조사 공장 여러 곳의 설비 데이터로 불량 예측 모델을 같이 학습하려 합니다. 공장 데이터는 밖으로 나가면 안 되고, 집계 서버도 신뢰할 수 없는 상황입니다.",
    ],
  },
  "/devhub/projects/fedhe": {
    en: [],
    ko: [
      "PyTorch FedAvg 루프에 암호화 집계 붙이는 pip 패키지",
      "대학 연구실에서 기관 간 연합학습을 연구 중인데, 기존 PyTorch 학습 코드에 암호화 집계를 플러그인처럼 끼워 넣고 비용을 측정해 보고 싶습니다.",
      "의료 AI 스타트업 연구원입니다. 여러 병원과 PyTorch로 연합학습을 하고 있는데, 병원별 업데이트가 집계 서버에 평문으로 가지 않도록 바로 설치해 쓸 수 있는 라이브러리가 필요합니다.",
    ],
  },
  "/research/technologies/privacy-preserving-machine-learning": {
    en: [],
    ko: [
      "키보드 앱을 운영하는데 사용자 입력 데이터를 서버로 모으지 않고 단말에서 개인화 학습을 하고 싶습니다. 관련 연구 동향을 알려 주세요.",
      "병원 컨소시엄에서 진단 AI를 함께 학습하려는데, 학습 중에도 환자 정보가 보호되는 기술 동향과 연구 논문을 알고 싶습니다.",
      "AI 서비스 회사입니다. 고객사가 보낸 입력을 복호화하지 않고 저희 모델로 추론해 결과만 돌려주고 싶은데, 비선형 연산은 어떻게 처리하는지 궁금합니다.",
    ],
  },
  "/devhub/use-cases/post-quantum-firmware-signing": {
    en: [
      "sign firmware for devices that stay in the field 15 years",
      "Industrial controller vendor: releases must need two of three release managers, and the bootloader has to verify a signature that survives quantum computers.",
      "We make infusion pumps that stay in hospitals for over a decade, so update signatures must stay unforgeable for that whole time.",
    ],
    ko: [
      "15년 쓰는 차량 ECU 펌웨어 서명, 양자컴퓨터 이후에도 안전하게",
      "산업용 제어기 OTA 업데이트 서명, 한 사람이 단독 배포 못 하게",
      "의료기기 제조사입니다. 인허가 후 10년 넘게 현장에서 쓰이는 장비의 펌웨어 업데이트 검증이 RSA 기반인데, 나중에 위조 업데이트가 가능해질까 우려됩니다. 부트로더에서 검증할 새 서명 방식과 릴리스 승인 절차를 함께 검토하고 싶습니다.",
      "전력 스마트미터 수백만 대에 배포할 펌웨어 서명키를 한 사람이 쥐고 있지 않도록, 릴리스 담당자 3명 중 2명이 승인해야만 서명되게 하고 싶습니다.",
      "가전 IoT 부트로더에 넣을 장기 신뢰 펌웨어 서명 검증",
      "자동차 부품사 보안팀입니다. UNECE R155 대응으로 펌웨어 서명 체계를 재설계하는데, 차량 수명 내내 서명이 위조되지 않아야 하고 기존 ECDSA와 병행하는 기간도 필요합니다.",
    ],
  },
  "/devhub/use-cases/quantum-safe-vpn": {
    en: [
      "Our hospital group links sites over IPsec tunnels carrying patient records that must stay secret for decades; we need to harden the key exchange without replacing the gateways.",
    ],
    ko: [
      "본점-지점 IPsec 터널, 지금 가로챈 트래픽이 나중에 풀릴까 걱정",
      "부처 간 전용 회선 암호화 구간을 장비 교체 주기 전에 보강해야 합니다. 지금 수집된 통신이 10년 뒤 해독될 위험을 막으면서 기존 게이트웨이와 호환되는 방식이 필요합니다.",
      "병원과 검사기관 사이 사이트 간 터널, 수십 년 기밀 유지",
      "공장과 본사 사이 VPN 키 교환을 고전·신규 알고리즘 병행 방식으로 바꾸고 게이트웨이 인증서도 교체할 예정입니다. 터널별로 전환 여부를 확인할 수 있으면 좋겠습니다.",
      "IKEv2 VPN 키 교환, 장기 기밀 보호용으로 전환",
    ],
  },
  "/enterprise/pqc-encryption": {
    en: [
      "inventory of RSA and ECC usage across our estate, ranked by risk",
      "Telecom operator: we need protection against future quantum attacks for SIM key provisioning and inter-operator signalling.",
      "Our bank keeps backups for 30 years; we need to know which systems to migrate first while keeping our existing certificate authority.",
    ],
    ko: [
      "정부 양자내성암호 전환 계획에 맞춘 전사 전환 로드맵",
      "통신사 보안팀입니다. 5G 코어와 USIM 가입자 키 프로비저닝, 사업자 간 시그널링 구간을 양자컴퓨터 공격에 대비해 보호하는 방안을 찾고 있습니다.",
      "증권사입니다. 고객 원장 백업과 아카이브를 수십 년 보관해야 하는데 지금 암호화 방식이 나중에 깨질 수 있다는 지적을 받았습니다. 어떤 시스템부터 바꿔야 하는지 우선순위를 매기는 것부터 지원받고 싶습니다.",
      "카드사 내부 PKI를 운영 중인데, 기존 사설 CA는 그대로 두고 기존 서명과 양자컴퓨터 대비 서명을 함께 담은 인증서 체계로 단계적으로 넘어가고 싶습니다.",
      "금융보안원 안내에 맞춰 전사 암호체계 전환 계획을 세우라는 지시를 받았습니다. 코드, 인증서, 네트워크 구간별로 위험도를 매기고 시스템 단위로 단계 적용하는 서비스가 있을까요?",
    ],
  },
  "/service/pqc-function": {
    en: [
      "We're a defense supplier facing CNSA 2.0 dates and can't rewrite each service's crypto stack; keys must live in HSMs and never come back in the clear.",
    ],
    ko: [
      "새 암호 알고리즘을 직접 구현하지 않고 API 호출로 쓰기",
      "개인키가 HSM 밖으로 안 나오는 양자컴퓨터 대비 서명 API",
      "핀테크 스타트업 백엔드팀입니다. 서비스마다 암호 라이브러리를 따로 교체할 여력이 없어서, 키 캡슐화와 서명을 REST나 gRPC로 호출하고 키는 관리형 HSM에 두는 방식을 검토 중입니다.",
      "Java와 Python 서비스가 섞여 있는데 양자 대비 암호를 공통 SDK로 적용하고 싶습니다. 처음엔 기존 알고리즘과 병행하다가 상대편이 지원하면 완전히 전환하는 방식이면 좋겠습니다.",
      "게임사 인증 서버의 토큰 서명을 양자컴퓨터 대비 방식으로 바꾸려는데, 서명 키를 직접 관리하고 싶지 않아 샌드박스에서 API로 먼저 시험해 보고 싶습니다.",
    ],
  },
  "/ecosystem/solutions/pqc-function": {
    en: [
      "Our microservices talk over an internal mesh and we want hybrid quantum-safe key agreement between them without compiling new crypto into each service.",
    ],
    ko: [
      "마이크로서비스 간 내부 통신 키 교환을 양자 대비 방식으로",
      "영구보존 대상 전자기록을 장기간 기밀로 보관해야 합니다. 보관 시스템이 데이터 키를 양자컴퓨터에도 안전한 방식으로 감싸도록 서버리스 호출로 붙일 수 있을지 문의드립니다.",
      "모든 암호 호출을 키 ID와 호출자 기준으로 감사 로그에 남기되 평문은 기록하지 않아야 한다는 요구가 있습니다. 양자 대비 키 캡슐화 서비스에서 이런 감사가 가능한지 궁금합니다.",
    ],
  },
  "/devhub/projects/pq-tls-proxy": {
    en: [
      "reverse proxy that adds post-quantum TLS in front of legacy apps",
      "Our mainframe-fronted services can't change code; we want a Go proxy that terminates quantum-safe TLS and exports metrics on which clients negotiate it.",
    ],
    ko: [
      "레거시 웹서버 코드 수정 없이 앞단에서 양자 대비 TLS",
      "구형 WAS 앞에 두는 리버스 프록시로 하이브리드 TLS 적용",
      "공공기관 민원 시스템이 오래된 프레임워크라 TLS 라이브러리를 교체할 수 없습니다. 앞단 프록시에서 양자 대비 키 교환을 종단하면서, 실제로 클라이언트 몇 %가 새 방식으로 접속하는지 지표로 보고 싶습니다.",
    ],
  },
  "/devhub/projects/mlkem-wasm": {
    en: [],
    ko: [
      "브라우저에서 종단간 양자 대비 키 합의, npm 패키지",
      "웹 메신저 스타트업입니다. 네이티브 빌드 없이 프런트엔드 번들에 넣을 만큼 작은 양자 대비 키 교환 라이브러리가 필요합니다.",
      "사내 협업툴 웹 클라이언트에서 파일을 종단간 암호화하는데, 양자컴퓨터가 나와도 안전하도록 브라우저에서 바로 키를 교환해야 합니다. 설치 방법과 예제 코드가 있는 라이브러리를 찾습니다.",
    ],
  },
  "/ecosystem/core-tech/ml-kem": {
    en: ["key and ciphertext sizes of the NIST post-quantum key exchange standard"],
    ko: [
      "양자 대비 키 교환에 변조된 암호문이 들어오면 어떻게 되나",
      "IoT 프로토콜을 설계 중인데, 패킷 크기 제약 때문에 양자 대비 키 교환의 공개키·암호문 크기와 보안 등급별 차이를 비교해야 합니다.",
    ],
  },
  "/ecosystem/core-tech/ml-dsa": {
    en: [
      "We're assessing post-quantum signatures for our certificates and want to understand deterministic versus hedged signing.",
    ],
    ko: [
      "원장 트랜잭션 서명을 양자 대비로 바꾸면 검증 처리량은?",
      "전자서명 인증서를 기존 ECDSA와 새 서명을 함께 담는 형태로 바꾸려는데, FIPS 204 서명 알고리즘의 보안 등급별 파라미터부터 검토하고 싶습니다.",
    ],
  },
  "/research/technologies/post-quantum-cryptography": {
    en: [],
    ko: [
      "해시 함수만 믿는 보수적인 서명 방식 연구 자료",
      "대학 연구실입니다. 마이크로컨트롤러에서의 새 서명 표준 구현과 장기 펌웨어 서명 비교 연구를 찾고 있습니다.",
    ],
  },
  "/ecosystem/solutions/tokenis": {
    en: [
      "Asset manager: fund units should go only to eligible investors, who prove eligibility without handing us documents.",
    ],
    ko: [
      "투자자 적격 서류 공유 없이 토큰 펀드 배정",
      "자산운용사 디지털자산팀입니다. 펀드 수익증권을 블록체인에 발행하되 투자자별 보유 규모는 노드 운영자에게도 감추고, 이자 지급과 상환은 자동으로 처리하고 싶습니다.",
      "토큰증권 발행사로서 외부 감사인에게는 특정 자산의 분기 거래만 열람할 권한을 주고, 전체 장부는 보여 주지 않고 싶습니다.",
    ],
  },
  "/service/tokenis": {
    en: [
      "A market infrastructure wants bond tokens on an EVM network where each transfer proves holding limits without revealing the investor.",
    ],
    ko: [
      "기존 EVM 앱에 금액 비공개 송금 기능을 SDK로 추가",
      "증권사 STO 플랫폼을 구축 중입니다. 투자자 KYC는 기존 본인확인 업체를 그대로 쓰고 장부에는 자격 증명만 남기면서, 한도와 보호예수 규정을 지켰다는 사실을 증명으로 남기고 싶습니다.",
      "은행 컨소시엄 파일럿에서 채권 토큰 인도와 대금 지급을 한 트랜잭션으로 묶고 싶은데, 다른 참가 은행이 우리 고객 잔고를 보면 안 됩니다.",
      "발행사 대리인이 법원 명령 시 강제 이전할 수 있는 토큰증권",
    ],
  },
  "/enterprise/privacy-blockchain": {
    en: [
      "permissioned ledger where regulators check compliance proofs instead of customer files",
      "Our consortium wants validator signatures that stay verifiable after a quantum break, and a history no single member can read or rewrite.",
    ],
    ko: [
      "은행 간 실시간 상계, 각 은행은 자기 거래만 보고 감독당국은 증명만",
      "제재대상 심사 통과를 고객파일 대신 증명으로 확인하는 결제 원장",
      "지자체에서 발급하는 거주·자격 증명을 위변조가 불가능한 공동 장부에 기록하고, 시민은 원본 서류 대신 증명만 제시하는 행정 서비스를 구상 중입니다.",
      "컨소시엄 원장 검증자 서명을 양자 대비로, 과거 기록 검증 유지",
      "자금세탁방지 심사 결과를 감사인이 확인해야 하는데, 고객 파일을 넘기지 않고 증명으로 확인시키는 허가형 원장이 필요합니다. 사내 구축형으로 운영할 수 있어야 합니다.",
      "공동 결제망을 허가형 블록체인으로 구축하려는 은행 컨소시엄입니다. 금액과 잔고, 거래 상대방이 다른 참가사에 노출되면 안 되고 포크 없는 확정성이 필요합니다.",
      "배터리 소재 공급망에서 협력사들이 광물 원산지와 인증을 증명하도록 하고 싶은데, 거래 가격과 물량은 당사자만 알아야 합니다.",
    ],
  },
  "/ecosystem/solutions/moduli-chain": {
    en: [
      "Our DEX keeps losing to front-runners; we want pending orders sealed until the block order is final.",
    ],
    ko: [
      "게임사 재화 정산을 퍼블릭 체인에서 하려는데 유저별 잔액이 공개되는 게 문제입니다. 컨트랙트 상태까지 비공개로 유지되는 메인넷이 있을까요?",
      "미확정 주문이 블록 순서 확정 전까지 안 보이는 체인",
    ],
  },
  "/research/technologies/blockchain-privacy": {
    en: ["DAO voting where ballots stay private but the tally is verifiable"],
    ko: [
      "공공조달 입찰을 체인에 올리려는데 마감 전까지 입찰가가 보이지 않아야 합니다. 관련 기술 원리와 논문이 있는지 알고 싶습니다.",
      "스포츠 구단 팬 투표를 블록체인으로 하려는데, 누가 어디에 투표했는지는 숨기고 집계는 누구나 검증할 수 있는 기술 원리가 궁금합니다.",
    ],
  },
  "/ecosystem/solutions/ledger-actor-fabric": {
    en: ["consortium registry whose state outside systems can verify with one compact signature"],
    ko: [
      "제조사와 물류사가 함께 쓰는 이력 원장, 단일 운영자 없이",
      "협회 회원사들이 함께 관리하는 자격 등록부를 만들려는데, 어느 한 회원사가 운영을 독점하지 않고 변경 이력은 누구나 검증할 수 있어야 합니다.",
      "은행 간 대사 업무를 공동 원장에서 자동 처리하고, 외부 시스템은 서명 하나로 원장 상태를 검증할 수 있으면 좋겠습니다.",
      "물류 스타트업입니다. 화주, 운송사, 창고가 각자 노드를 운영하며 하나의 배송 프로세스를 공유하려는데, 한 회사가 장부를 장악하지 않고 모든 노드가 같은 결과를 계산해야 합니다.",
    ],
  },
  "/service/ledger-actor-fabric": {
    en: [
      "Trade-finance consortium: we need to replay history deterministically for audits and trace a message across validators.",
    ],
    ko: [
      "업무 로직을 Rust로 짜서 WASM으로 배포하는 허가형 원장",
      "무역금융 컨소시엄인데 일부 거래 상태는 권한 있는 회원사끼리만 복제되고 공유 원장에는 해시만 남았으면 합니다.",
      "저희 분산 시스템팀은 메시지 전달 방식에 익숙해서, 전역 상태 스마트컨트랙트 대신 역할별 액터로 프로세스를 짜고 싶습니다. 로컬 4노드 네트워크로 시험해 볼 수 있나요?",
    ],
  },
  "/devhub/use-cases/zk-identity-verification": {
    en: [
      "Our crypto exchange must confirm customers reside in permitted countries, but we don't want to become a store of passports.",
    ],
    ko: [
      "신분증 사본 안 받고 만 19세 이상 확인",
      "온라인 게임사입니다. 청소년 보호 규정 때문에 성인 여부를 확인해야 하는데 매번 신분증을 받아 보관하는 것이 큰 부담입니다. 생년월일이나 신분증 없이 성인이라는 사실만 검증하는 방법이 있을까요?",
      "해외 거주자 전용 서비스라 거주 국가만 확인하면 되는데, 여권 사본은 수집하고 싶지 않습니다.",
      "신규 가입 보상을 노린 중복 가입이 많습니다. 신원 정보는 받지 않으면서 같은 사람이 동일한 자격증명으로 여러 계정을 만드는 것만 막을 수 있을까요?",
    ],
  },
  "/ecosystem/core-tech/zk-snark": {
    en: ["Which curve gives 128-bit security for succinct proofs we verify on chain?"],
    ko: [
      "증명 크기가 가장 작은 방식과 범용 셋업 방식 차이",
      "블록체인 개발사인데 회로마다 신뢰 설정을 새로 하는 게 부담입니다. 범용·갱신형 설정을 쓰는 방식과 증명 크기, 곡선별 보안 수준을 비교하고 싶습니다.",
      "온체인 검증 몇 밀리초, 증명 수백 바이트 기술 사양",
    ],
  },
  "/research/technologies/zero-knowledge-proofs": {
    en: [],
    ko: [
      "가상자산 거래소 준법팀입니다. 고객 예치금을 실제로 보유하고 있음을 외부에 입증하되 개별 고객 잔고는 드러내지 않는 방법을 조사하고 있습니다.",
      "신뢰 설정 없는 해시 기반 증명 방식 자료",
    ],
  },
  "/devhub/projects/moduli-circuits": {
    en: [],
    ko: [
      "Noir와 Circom에서 다 쓰는 감사받은 서명 검증 회로",
      "핀테크 개발팀인데 snarkjs로 회원 명단 포함 증명과 범위 증명을 만들려 합니다. 회로를 처음부터 짜기보다 감사받은 구성요소를 쓰고 싶습니다.",
    ],
  },
  "/ecosystem/core-tech/ckks": {
    en: [
      "Why shouldn't decrypted results of approximate encrypted computation be shared naively with other parties?",
    ],
    ko: [
      "실수 통계 계산에 맞는 암호화 연산 방식과 정밀도",
      "암호화 상태 신경망 추론 시 정밀도 몇 비트?",
      "센서 신호를 암호화한 채 처리하려는 연구팀입니다. 암호문 하나에 값을 몇 개 담을 수 있는지, 곱셈 깊이가 다하면 어떻게 되는지 기술 자료가 필요합니다.",
    ],
  },
  "/research/technologies/homomorphic-encryption": {
    en: [],
    ko: [
      "암호화한 채로 실수 통계를 내는 것까지는 됐는데, 조건 분기와 크기 비교가 많은 업무 로직은 처리가 어렵습니다. 암호문 상태에서 비교 연산이나 룩업 테이블을 빠르게 처리하는 연구가 있는지 궁금합니다.",
      "정수 정확 연산과 실수 근사 연산, 어떤 암호화 연산 방식이 맞는지",
      "공공기관 보안 검토 위원회에서 암호화된 상태로 계산하는 기술의 국제 표준화 현황을 묻습니다. 관련 ISO/IEC 표준과 논문을 정리한 자료가 있을까요?",
    ],
  },
  "/devhub/projects/torus-he": {
    en: [
      "HR analytics startup: we want to compute payroll totals on encrypted salaries in our Rust backend, ideally with AVX-512 or GPU acceleration.",
    ],
    ko: [
      "C API로 기존 C++ 시스템에 임베드할 암호문 연산 라이브러리",
      "급여 데이터를 암호화한 채 인상률을 계산하는 예제 코드가 필요합니다. GPU 가속도 쓰고 싶어요.",
    ],
  },
  "/research/technologies/differential-privacy": {
    en: [
      "publish statistics with a provable bound on what they reveal about anyone",
      "A census-style agency releasing small-area tables repeatedly needs to track how much each release leaks about individuals.",
    ],
    ko: [
      "통계 공표 때 특정 개인이 드러나지 않는다는 수학적 보장",
      "헬스케어 앱의 사용 통계 대시보드를 사내 여러 부서와 공유하는데, 대시보드 숫자로 특정 사용자를 역추적할 수 없다는 것을 수학적으로 보장하고 싶습니다.",
      "같은 통계를 반복 공개할 때 누적 노출 관리 원리",
      "공공데이터 개방 담당자입니다. 읍면동 단위 소규모 집계를 공개하면 특정인이 유추된다는 민원이 있어, 잡음을 넣고도 통계적 유용성을 유지하는 원리와 평가 기준을 알고 싶습니다.",
      "병원 통계 포털에 희귀질환 통계를 올려야 하는데, 한 사람의 기록이 있든 없든 결과가 거의 같도록 보장하는 방법이 있다고 들었습니다.",
    ],
  },
  "/research/technologies/secure-multi-party-computation": {
    en: [
      "Four competing manufacturers want an industry-average cost figure without any of them revealing its own costs or trusting a third party.",
    ],
    ko: [
      "게임 친구추천, 연락처 원본 안 보내고 가입자만 매칭",
      "세 제조사가 각자의 원가 데이터를 공개하지 않고 업계 평균 원가만 함께 계산하고 싶습니다. 신뢰할 제3자 없이 가능한 방식의 원리가 궁금합니다.",
      "SNS 앱입니다. 사용자 주소록을 서버에 올리지 않고 이미 가입한 지인만 찾아 주고 싶은데, 수백만 회원 명부에 소수 연락처를 조회할 때 비용이 어느 정도인지 궁금합니다.",
      "Schnorr 기반 두 라운드 분산 서명 표준 자료",
    ],
  },
};
