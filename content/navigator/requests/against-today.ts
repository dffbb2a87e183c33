import type { RequestList } from "./types";

/**
 * Needs told against what the visitor uses today (anonymised exports, a data clean room, multisig on a public chain,
 * an HSM, a VPN, ID-card scans) and what it fails to do, or as the musts of a tender or an architecture review (runs
 * on-premises, keys stay in our HSM, the raw data never moves, an audit trail for every approval).
 */
export const againstTodayRequests: RequestList = {
  "/ecosystem/solutions/cusp": {
    en: [
      "key custody console that shows post-quantum migration status per key",
      "key shares all in one HSM vendor, want spread trust",
    ],
    ko: [],
  },
  "/ecosystem/solutions/ledger-actor-fabric": {
    en: [
      "permissioned ledger, sub-second finality, Rust and Go SDKs",
      "emailed spreadsheets for provenance between manufacturers and logistics firms",
    ],
    ko: ["결정적 액터 기반 허가형원장 TypeScript SDK"],
  },
  "/ecosystem/solutions/moduli-chain": {
    en: [
      "public chain exposes every balance of our payments",
      "public blockchain with confidential amounts and private smart contract",
    ],
    ko: ["이더리움 계열 체인에선 컨트랙트 상태가 다 공개됨", "잔액 비공개 퍼블릭 L1, 컨트랙트 상태도 비공개"],
  },
  "/ecosystem/solutions/pqc-function": {
    en: [
      "archive keys wrapped with RSA, need quantum-safe envelope encryption",
      "PQC API with idempotency keys and per-key usage policy",
    ],
    ko: [],
  },
  "/ecosystem/solutions/privid": {
    en: [
      "leaked face templates can't be reissued, need revocable ones",
      "venue access by face without a biometric database liability",
    ],
    ko: [
      "임직원 규제시스템 접근용 얼굴인증, 일치 여부만 복호화",
      "출입국 심사용 얼굴 DB가 유출 리스크 덩어리",
    ],
  },
  "/ecosystem/solutions/tokenis": {
    en: [
      "fund units distributed only to eligible investors, positions confidential",
      "investors must email KYC documents at every fund token transfer",
    ],
    ko: ["매출채권 팩토링 아직 서류로 처리하고 있어요", "RWA 토큰화, 전송마다 규제준수 영지식증명"],
  },
  "/ecosystem/solutions/torusdb": {
    en: ["database that runs SUM, AVG and GROUP BY on ciphertexts"],
    ko: ["컬럼 암호화해도 집계하려면 결국 복호화해야 함"],
  },
  "/service/cusp": {
    en: ["MPC signing service with webhook for each request state"],
    ko: [],
  },
  "/service/epsilon": {
    en: [
      "our synthetic data generator gives no formal privacy guarantee",
      "differential privacy engine with zCDP accounting and PSI-cardinality",
    ],
    ko: ["분석가가 노이즈 크기를 직접 정하다 보니 들쭉날쭉"],
  },
  "/service/pqc-function": {
    en: [],
    ko: [
      "서비스마다 격자암호 라이브러리 따로 빌드해서 씀",
      "하이브리드로 시작해서 나중에 PQC 전용으로 정책 전환",
    ],
  },
  "/service/privid": {
    en: [
      "passkeys deployed, want encrypted face matching on same enrolment",
      "storing face templates puts us under GDPR Article 9",
    ],
    ko: [],
  },
  "/service/tokenis": {
    en: ["issue bond tokens without writing smart contracts ourselves"],
    ko: [],
  },
  "/enterprise/homomorphic-db": {
    en: ["homomorphic multiplication on CPU too slow for us, need GPU"],
    ko: ["CKKS·BFV 둘다 지원하는 암호화DB 엔터프라이즈 도입"],
  },
  "/enterprise/pqc-encryption": {
    en: ["our CA issues only RSA certificates, how we go hybrid"],
    ko: ["5G 코어·SIM 프로비저닝 양자내성 적용"],
  },
  "/enterprise/privacy-blockchain": {
    en: [
      "permissioned ledger with ML-DSA validator keys, hybrid with Ed25519",
      "auditors ask for full KYC files on every ledger transfer",
    ],
    ko: ["컨소시엄 원장, 제재 대상 심사 결과를 영지식증명으로"],
  },
  "/research/technologies/homomorphic-encryption": {
    en: [
      "regulator not accept secure enclave, how computing on ciphertext works",
      "papers on TFHE programmable bootstrapping for encrypted comparison",
    ],
    ko: ["동형암호 ISO/IEC 28033 표준화 동향", "EC-ElGamal 동형암호 기반 대규모 암호화 집계 논문"],
  },
  "/research/technologies/post-quantum-cryptography": {
    en: [
      "research on ML-DSA signing on Cortex-M4 constrained devices",
      "need practitioner guide for Module-LWE parameter selection",
    ],
    ko: ["KpqC 선정 알고리즘 HAETAE·SMAUG-T 연구 현황"],
  },
  "/research/technologies/zero-knowledge-proofs": {
    en: ["transparent setup without trusted ceremony, zk-STARK vs zk-SNARK"],
    ko: ["Poseidon 해시, KZG 다항식 커밋먼트 개념 정리"],
  },
  "/research/technologies/secure-multi-party-computation": {
    en: ["MPC fundamentals: secret sharing, Beaver triples, identifiable abort"],
    ko: ["공동 계산하려고 서로 원본 데이터를 교환하는 중"],
  },
  "/research/technologies/privacy-preserving-machine-learning": {
    en: [
      "encrypted inference for gradient-boosted trees under CKKS",
      "we collect user data centrally for personalisation, want it on-device",
    ],
    ko: ["병원 컨소시엄 진단모델 공동학습 방법론"],
  },
  "/research/technologies/differential-privacy": {
    en: ["NIST SP 800-226 guidance on evaluating differential privacy"],
    ko: ["대시보드 지표마다 노이즈를 임의로 넣는데 근거가 없음", "차분프라이버시 엡실론 예산 회계 원리"],
  },
  "/research/technologies/blockchain-privacy": {
    en: [
      "how Pedersen commitments and Bulletproofs hide amounts, paper",
      "sealed-bid auction contract leaks every bid on chain",
    ],
    ko: ["암호화 멤풀 임계복호화 논문"],
  },
  "/devhub/use-cases/encrypted-credit-scoring": {
    en: [
      "logistic regression credit score on encrypted features, TypeScript sample",
      "law blocks credit data sharing, how we score loans then",
    ],
    ko: ["대출심사 모델 동형암호 추론, 1초 이내"],
  },
  "/devhub/use-cases/federated-fraud-detection": {
    en: [
      "cross-bank fraud model, no transaction sharing, PyTorch",
      "our fraud model sees only our bank's slice of rings",
    ],
    ko: [],
  },
  "/devhub/use-cases/private-medical-analytics": {
    en: ["central research warehouse needs months of consent approvals"],
    ko: ["병원별 노드, 연구별 엡실론 예산 원장"],
  },
  "/devhub/use-cases/post-quantum-firmware-signing": {
    en: ["ML-DSA-65 firmware signing, composite with ECDSA during migration"],
    ko: [],
  },
  "/devhub/use-cases/quantum-safe-vpn": {
    en: [
      "hybrid IKEv2 with X25519 + ML-KEM-768 between gateways",
      "branch VPN traffic recorded now, decrypted later by quantum",
    ],
    ko: ["게이트웨이 장기키를 수작업으로 교체하는 중"],
  },
  "/devhub/use-cases/zk-identity-verification": {
    en: [
      "prove age over 18 without revealing the birth date",
      "residency check now needs copy of utility bill from user",
    ],
    ko: ["생년월일 비공개 연령 증명, 재사용 방지 널리파이어"],
  },
  "/ecosystem/core-tech/ckks": {
    en: [
      "CKKS precision after bootstrapping, ring dimension and slot count",
      "exact integer HE is too awkward for neural network inference",
    ],
    ko: ["CKKS 리스케일링과 모듈러스 체인 원리", "임베딩을 암호문 하나에 하나씩만 담아서 느림"],
  },
  "/ecosystem/core-tech/he-federated-learning": {
    en: ["federated learning that tolerates dropouts via threshold decryption"],
    ko: [
      "연합학습 그래디언트를 평문으로 공유하는 중, 유출 우려",
      "동형암호 연합학습 기술 성숙도와 보안 수준",
    ],
  },
  "/ecosystem/core-tech/ml-dsa": {
    en: ["ML-DSA-44/65/87 public key and signature sizes"],
    ko: ["ML-DSA 결정적·헤지드 서명 모드, 복합 인증서"],
  },
  "/ecosystem/core-tech/ml-kem": {
    en: [],
    ko: [],
  },
  "/ecosystem/core-tech/threshold-mpc": {
    en: [
      "how presigning gives one-round threshold ECDSA signing",
      "Shamir-split key still gets reassembled for every signature",
      "threshold signing with malicious security, CGGMP21 compared to FROST",
    ],
    ko: ["Paillier 기반 사전서명, 1라운드 온라인 서명 원리"],
  },
  "/ecosystem/core-tech/zk-snark": {
    en: [
      "Groth16 proof size and verification cost on BN254",
      "BN254 is only ~100-bit security, we consider to move BLS12-381",
    ],
    ko: [
      "PLONK 유니버설 셋업, 커스텀 게이트, 룩업 인자",
      "지금은 서명 검증하려면 서명자 공개키를 드러내야 함",
    ],
  },
  "/devhub/projects/fedhe": {
    en: [
      "pip package for encrypted FedAvg in PyTorch",
      "Apache-2.0 Python library, multi-key CKKS aggregation",
    ],
    ko: ["연합학습 DP 클리핑을 직접 구현하기 번거로움", "fedhe 설치, 파티별 키 조각 로드 예제"],
  },
  "/devhub/projects/mlkem-wasm": {
    en: [
      "npm ML-KEM WebAssembly for the browser, MIT licence",
      "native C post-quantum bindings break our builds, need pure TypeScript",
      "browser WebCrypto has no post-quantum key exchange yet",
    ],
    ko: ["네이티브 빌드 없이 브라우저에서 ML-KEM 쓰기"],
  },
  "/devhub/projects/moduli-circuits": {
    en: [
      "audited Circom circuits for Poseidon Merkle membership",
      "allow-list proof circuit we made by hand is not audited",
    ],
    ko: ["Noir로 옮기려니 기존 Circom 회로 재작성 부담", "snarkjs용 범위증명 회로 라이브러리"],
  },
  "/devhub/projects/pq-tls-proxy": {
    en: [
      "reverse proxy for X25519MLKEM768 TLS 1.3 with Prometheus metrics",
      "our TLS terminators only offer classical X25519",
    ],
    ko: ["서비스마다 TLS 라이브러리가 달라 PQC 패치 불가", "하이브리드 TLS 리버스 프록시 Go 오픈소스"],
  },
  "/devhub/projects/thresh-sign": {
    en: ["Go library for threshold ECDSA on secp256k1 with DKG"],
    ko: ["Go 임계서명 라이브러리 EdDSA 지원, gRPC 통신"],
  },
  "/devhub/projects/torus-he": {
    en: [
      "Rust crate for CKKS with bootstrapping and CUDA",
      "C++ HE library through Rust FFI keeps breaking our build",
      "our HE library has no bootstrapping, circuits too deep",
    ],
    ko: ["파이썬 HE 래퍼로는 서비스 성능이 안 나옴", "Rust 동형암호 라이브러리 BFV·CKKS Apache-2.0"],
  },
};

/** The same visitors' requests told as a story (more than ten words, seven in Korean): learnt like the other stories. */
export const againstTodayStories: RequestList = {
  "/ecosystem/solutions/cusp": {
    en: [
      "Our release teams pass one code-signing key around on a USB token, and whoever holds it can sign anything. Is there a way to share that key between teams so it never sits in one place?",
    ],
    ko: [
      "요구사항: 자금 운용 출금 시 다자 승인, 지출 한도·허용 목록·시간대 제한 적용, 키 조각은 서로 다른 벤더의 HSM에 분산 보관.",
      "멀티체인 지갑이라 체인별로 키 분산 방식이 다 다름",
      "거래소 디지털 자산 수탁 요건입니다. 키는 독립 노드와 HSM에 분할하고, 어떤 관리자도 개인키 전체를 갖지 않으며, 탈취된 과거 키 조각은 무력화되어야 합니다.",
    ],
  },
  "/ecosystem/solutions/epsilon": {
    en: [
      "We measure ad reach by uploading hashed customer lists to each media partner, and legal says hashed emails are still personal data. We need the overlap and reach numbers without handing over the list.",
      "Several banks want to find the mule accounts they have in common. No customer list may leave any bank, and only noisy counts can be released.",
      "Need: matching on hashed identifiers where non-matching records stay hidden, matched attributes combined under homomorphic encryption, and only the noisy aggregate decrypted.",
    ],
    ko: [
      "설문 응답자와 구매 고객 겹치는 비율 보려고 명단 교환 중",
      "파트너와 교집합 분석을 하려면 지금은 한쪽이 상대 데이터를 통째로 받아 매칭해야 합니다. 각 사가 자기 데이터 옆에 노드만 설치하고 겹치는 고객 통계만 내는 방식이 있을까요?",
      "요구사항: 매칭 안 된 레코드 비공개, 노이즈 섞인 집계만 복호화",
    ],
  },
  "/ecosystem/solutions/ledger-actor-fabric": {
    en: [
      "Our consortium registry lives in one member's database, so the others can't verify its history. We want a permissioned ledger where we write the business logic in TypeScript and outside systems check the state with one committee signature.",
    ],
    ko: [
      "컨소시엄 레지스트리 구축 요건: BFT 합의(3f+1 중 f개 장애 허용), 외부 시스템이 위원회 서명 하나로 상태 검증, 액터는 Go로 작성.",
      "은행 간 대사와 네팅을 아직도 매일 밤 파일을 주고받으며 처리하고, 불일치를 찾는 데 며칠씩 걸립니다. 참여 은행 모두가 같은 순서의 메시지로 같은 상태를 계산하는 원장을 찾고 있습니다.",
    ],
  },
  "/ecosystem/solutions/moduli-chain": {
    en: [
      "Users of our DEX get sandwiched by bots that watch the public mempool. Is there a chain that keeps pending transactions sealed until their order is final?",
      "Looking for a public Layer 1 where contract state stays private and validators check a zk-SNARK for each state change, with no trusted setup for the amount range proofs.",
    ],
    ko: [
      "저희 결제 서비스는 퍼블릭 체인 기반이라 경쟁사가 익스플로러로 매출 흐름을 추적할 수 있습니다. 검증은 누구나 하되 금액은 숨겨지는 레이어1을 찾고 있습니다.",
      "요건: 퍼블릭 체인에서 증권 결제, 금액은 커밋먼트로만 기록, 블록 단위 범위증명 일괄 검증으로 블록 검증 시간 확보.",
    ],
  },
  "/ecosystem/solutions/pqc-function": {
    en: [
      "Requirement: post-quantum envelope encryption for archives that must stay confidential for 30 years, keys generated and used inside FIPS 140-3 validated HSMs, and the API returning handles only.",
    ],
    ko: [
      "사내 서비스 간 통신의 키 교환을 ECDH로만 하고 있어 하이브리드 방식으로 바꾸려 합니다. 서비스마다 암호 코드를 고치지 않고 API 호출로 키 교환을 처리할 수 있을까요?",
      "FIPS 140-3 HSM 안에서만 키 사용, 키 핸들만 반환",
      "암호 API 호출 로그에 평문이 남아 감사 지적받음",
    ],
  },
  "/ecosystem/solutions/privid": {
    en: ["server now inspects raw selfie for liveness, we want avoid it"],
    ko: [
      "기존 WebAuthn 로그인에 생체 인증 요소를 더하려는데, 그러려면 생체정보를 서버에 저장해야 한다고 해서 망설이고 있습니다.",
    ],
  },
  "/ecosystem/solutions/tokenis": {
    en: [
      "Invoice financing between our suppliers and banks runs on PDFs and email, and the bank sees every supplier's volumes. Could the invoices be tokenised with confidential amounts?",
    ],
    ko: [
      "디지털 채권 발행을 검토 중입니다. 보유 포지션은 비공개, 이자 지급과 상환은 자동 처리, 감사인에게는 자산·기간 단위 조회 키만 제공하는 구조가 필요합니다.",
    ],
  },
  "/ecosystem/solutions/torusdb": {
    en: [
      "We use transparent database encryption, but the server decrypts everything to run queries, so a compromised admin still sees the rows. We need aggregates computed on the ciphertexts themselves.",
      "Our similarity search must compute cosine scores over encrypted embeddings, and the server may hold evaluation keys only, never a secret key.",
      "cloud DBA can read our customer table, want to stop this",
    ],
    ko: [
      "암호문 상태 SQL 집계, GPU 가속, 비밀키는 클라이언트 보관",
      "사내 문서 시맨틱 검색을 붙이려는데 임베딩을 평문으로 벡터DB에 올리면 기밀 문서 내용이 추정될 수 있다고 합니다. 암호화된 임베딩으로 검색되는 DB가 있을까요?",
      "여러 은행이 보유한 고객 데이터로 공동 통계를 내야 합니다. 서버 운영자는 평문 행을 볼 수 없어야 하고, 수백만 건 배치 쿼리가 대화형 속도로 나와야 합니다.",
    ],
  },
  "/service/cusp": {
    en: [
      "Our hot wallet still has one private key on one server and the auditors flagged it. We can't change the deposit addresses our customers already use.",
      "RFP: threshold ECDSA on secp256k1 with identifiable abort, signer cluster on-premises, and approvals and signatures hash-chained and exportable to our SIEM as SOC 2 evidence.",
    ],
    ko: [
      "요구사항: MPC 기반 키 수탁을 온프레미스로 구축, 최대 7-of-10 임계값, 서명 요청 상태는 웹훅으로 통지, Go SDK 제공.",
      "지급·결제 서명을 담당자 한 명이 OTP로 승인하고 있어 감사 때마다 지적받습니다. 이중 승인 증적을 남길 수 있는 서명 플랫폼을 검토 중입니다.",
      "ISO 27001 심사 때 서명 이력 증적 내기가 어려움",
    ],
  },
  "/service/epsilon": {
    en: [
      "Each time partners want a new number we make a new warehouse export and a new legal review. We want that analysts query in SQL and the engine handles the noise and budget itself.",
      "Requirements: connectors for Snowflake and BigQuery, SQL over JDBC, an (ε, δ) budget per dataset tracked per analyst across sessions, and a query log for our DPO.",
    ],
    ko: [
      "파트너사와 공동 분석을 할 때마다 데이터를 반출 심의에 올리는데 건마다 몇 주씩 걸립니다. 각자 환경에 원본을 두고 PostgreSQL이나 BigQuery에 연결만 해서 SQL로 통계를 내는 방식을 찾고 있습니다.",
      "가명정보 처리 기준을 충족해야 하고, 개인정보 보호책임자가 모든 쿼리의 예산 소모량과 결과를 확인할 수 있는 감사 로그가 필수입니다.",
    ],
  },
  "/service/ledger-actor-fabric": {
    en: [
      "Our contracts on a consortium chain keep hitting shared-state race bugs. The engineers would rather use the actor model they already know than a global-state smart-contract VM.",
      "Our auditors must be able to re-execute any business process from a checkpoint on their own replica, and the ledger needs deterministic finality with no forks.",
      "We need that state of some actors is replicated only between entitled members, with only a hash on the shared ledger, and light clients verify the state root by one aggregated signature.",
    ],
    ko: [
      "글로벌 상태 스마트컨트랙트 VM 말고 액터 모델로 개발하고 싶음",
      "무역금융 컨소시엄 원장 요건입니다. 일부 상태는 권한 있는 회원사끼리만 복제, 체크포인트부터 이력 재실행으로 감사 가능, OpenTelemetry 추적 지원.",
      "지금 쓰는 컨소시엄 체인은 브리지에서 상태를 확인하려면 전체 이력을 다시 돌려야 해서 너무 느립니다. 임계 서명 체크포인트 하나로 검증되는 구조가 필요합니다.",
    ],
  },
  "/service/pqc-function": {
    en: [
      "Each of our microservices compiles its own copy of a lattice crypto library, and nobody tunes or patches them. We'd rather call ML-KEM and ML-DSA through one API from Java and Go.",
      "During the staged rollout we must issue X.509 certificates carrying both an ECDSA and an ML-DSA signature, then tighten to post-quantum only by policy without redeploying.",
      "We need a PQC service with a PKCS#11 shim so our old application can call it, and Prometheus metrics for each key operation.",
    ],
    ko: [
      "요구사항: ML-KEM-1024와 ML-DSA-87 지원, NIST ACVP 테스트 벡터 검증, 비정상 호출 패턴 알림. 서버리스 형태로 도입을 검토 중입니다.",
      "기존 PKCS#11 인터페이스로 RSA 서명을 하던 애플리케이션을 최소한만 고쳐서 양자내성 서명으로 바꾸고 싶습니다.",
    ],
  },
  "/service/privid": {
    en: [
      "Requirements: 1:N face identification over encrypted templates, ISO/IEC 30107-3 liveness, and passkeys and face matching sharing one enrolment and one policy.",
    ],
    ko: [
      "모바일뱅킹 로그인에 SMS 인증과 보안카드를 쓰고 있는데 고객 이탈이 많아 얼굴 인증을 도입하려 합니다. 다만 생체정보 DB를 직접 보관하는 건 부담이 큽니다.",
      "1:N 얼굴 식별 암호문 상태로, ISO 30107-3 라이브니스",
      "개인정보 보호법상 민감정보인 생체정보를 위탁 처리자가 평문으로 보유해서는 안 된다는 검토 의견이 나왔습니다. 이 조건을 충족하는 얼굴 인증 서비스를 도입하고자 합니다.",
      "얼굴 매칭 서버가 평문 템플릿으로 유사도 계산 중",
    ],
  },
  "/service/tokenis": {
    en: [
      "Requirements: delivery-versus-payment against tokenised deposits in one atomic transaction, forced transfers by the issuer's agent, and deployment on an EVM network.",
      "Our EVM dapp shows all transfer amounts to everybody. We want to add confidential and compliant transfers by an SDK, not by designing circuits ourself.",
    ],
    ko: [
      "토큰화 예금으로 증권 대금을 결제하려는데, 지금은 증권 이전과 대금 지급이 따로 처리돼 결제 위험이 생깁니다. 하나의 원자적 트랜잭션으로 DvP가 되는 플랫폼을 찾고 있습니다.",
      "EVM 네트워크 지원 토큰화, 발행사 대리인 강제 이전",
      "토큰증권 발행을 준비 중인데 지금 쓰는 퍼블릭 EVM 체인에서는 투자자 보유 현황이 노드 운영자 모두에게 보입니다. 발행사 콘솔에서 자격 요건만 정의하면 되는 플랫폼을 찾고 있어요.",
    ],
  },
  "/enterprise": {
    en: [
      "Procurement checklist: deploy in our own VPC on AWS or Azure, audit logs exported to our SIEM, OpenTelemetry metrics, and a pilot on our own data before any purchase.",
      "Our security policy require single sign-on with SAML or OIDC for every admin console, and keys must stay in HashiCorp Vault or Azure Key Vault. Which offer is fitting?",
      "Our current crypto vendor only offers SaaS in their own cloud, and our policy forbids that. We need the same kind of product on-premises or in our VPC, packaged for Kubernetes.",
    ],
    ko: [
      "PoC 4~8주 후 연간 구독 계약 가능 여부",
      "저희는 금융권 SI 업체로, 고객사에 암호 솔루션을 공급할 파트너를 찾고 있습니다. 리셀러 계약과 클라우드 마켓플레이스 구매가 가능해야 합니다.",
      "현재 쓰는 암호 솔루션은 장애가 나도 다음 영업일에야 답변이 옵니다. 운영 계약에 24시간 대응과 긴급 장애 1시간 내 첫 응답이 포함된 곳을 찾고 있습니다.",
    ],
  },
  "/enterprise/homomorphic-db": {
    en: [
      "encrypted database with exact integer arithmetic (BFV) as well as CKKS",
      "Tender spec: homomorphic encryption database deployable as containers on our Kubernetes, SDKs for Java and Python, keys in our own KMS, 128-bit parameters per HomomorphicEncryption.org.",
      "Our RAG assistant sends every employee question and document chunk in plaintext to a retrieval service. Security wants retrieval that never sees either the queries or the documents.",
    ],
    ko: [
      "해시 식별자로 광고 전환 매칭 중인데 목적 제한 원칙 이슈",
      "도입 요건: 동형암호 DB를 자사 Kubernetes에 컨테이너로 설치, 비밀키는 사내 HSM에 보관, 카운팅·매칭 같은 정수 연산은 정확하게 계산되어야 합니다.",
      "여러 은행이 거래 특성 데이터를 모아 공동 이상거래 점수를 내려 했는데, 평문으로 한 서버에 모으는 방식이라 무산됐습니다. 암호화된 거래 데이터 위에서 바로 점수를 계산하는 동형암호 DB가 필요합니다.",
    ],
  },
  "/enterprise/pqc-encryption": {
    en: [
      "We tried to list where RSA and ECDSA are used from spreadsheets each team fills in, and the list is incomplete and stale. We need automated discovery across code, certificates, TLS endpoints and HSMs.",
      "Our regulator expects a documented post-quantum migration plan aligned with NIST IR 8547 and the CNSA 2.0 deadlines, starting from an inventory ranked by data lifetime and exposure.",
      "Telecom requirement: post-quantum protection for SIM provisioning and inter-operator signalling links, working with our existing certificate authority, dual-certificate chains included.",
    ],
    ko: [
      "공공기관 요구사항: KCMVP 검증 HSM 연동, 정부 양자내성암호 전환 계획과 KpqC 결과 반영, 기존 인증기관(CA) 체계 유지.",
      "인증서 만료 관리 도구로는 알고리즘 현황을 못 봄",
      "애플리케이션마다 암호 알고리즘이 하드코딩돼 있어서 바꿀 때마다 개발을 다시 해야 합니다. 설정만으로 알고리즘을 교체하는 암호 민첩성 체계를 도입하고자 합니다.",
    ],
  },
  "/enterprise/privacy-blockchain": {
    en: [
      "Our consortium runs on a permissioned chain where every member can read every other member's payments. We need interbank netting where each bank sees only its own flows and the regulator checks aggregate proofs.",
      "Requirement for our supplier network: prove the origin and certification of goods on a shared ledger while prices and volumes stay private to the two trading parties.",
    ],
    ko: [
      "수탁기관 간 토큰화 증권 결제를 컨소시엄 원장에서 하려는데, 지금 구조에서는 다른 참여 기관에 포지션이 그대로 노출됩니다. 결제는 공유하되 포지션은 숨기는 허가형 원장을 검토 중입니다.",
      "공공 부문 요건: 시민은 나이·거주지만 영지식증명으로 제시, 위변조 탐지가 되는 레지스트리에 기록, 온프레미스 운영.",
      "양자컴퓨터 나오면 원장 서명 이력 검증 못할까봐 걱정",
    ],
  },
  "/research/technologies/homomorphic-encryption": {
    en: [
      "For our architecture review I need the differences between CKKS, BFV/BGV and TFHE, and which ISO/IEC standards cover homomorphic encryption.",
    ],
    ko: [
      "지금은 분석할 때마다 데이터를 복호화해서 처리하는데, 복호화 없이 연산하는 동형암호가 실제로 어떤 원리인지와 관련 국제표준부터 정리하고 싶습니다.",
    ],
  },
  "/research/technologies/post-quantum-cryptography": {
    en: [
      "Our security board only knows that quantum breaks RSA. Before we fund a migration I need an overview of FIPS 203, 204 and 205 and of what hybrid modes mean.",
    ],
    ko: [
      "지금 VPN과 TLS 키 교환에 ECDH를 쓰는데, 선 수집 후 해독 공격 때문에 키 교환부터 바꿔야 한다는 얘기를 들었습니다. 양자내성암호의 원리와 하이브리드 방식이 왜 필요한지부터 알고 싶어요.",
      "연구 과제에 필요한 자료: SLH-DSA를 장기 펌웨어 서명에 쓰는 근거 논문과 하이브리드 TLS 전환 시 핸드셰이크 측정 결과.",
    ],
  },
  "/research/technologies/zero-knowledge-proofs": {
    en: [
      "We publish full wallet balances to prove our reserves, which exposes our customers. Is there research on proof of reserves that doesn't reveal balances?",
      "For our rollup design we need papers on recursive SNARK aggregation and an explanation of PLONK with KZG commitments.",
    ],
    ko: [
      "옵티미스틱 롤업 출금 대기가 길어 유효성 롤업 검토",
      "선택적 공개 자격증명 설계를 검토 중입니다. PLONK 산술화 방식과 서명 유효성 영지식증명에 관한 연구 자료가 필요합니다.",
    ],
  },
  "/research/technologies/secure-multi-party-computation": {
    en: [
      "We find shared contacts by uploading everyone's hashed phone book to our server, which can be brute-forced. What does OPRF-based private set intersection offer instead?",
      "banks hand raw inputs to a consultant for joint fraud analytics",
    ],
    ko: [
      "MPC 기술 검토 요건: 샤미르 비밀분산, GG20·CGGMP21 계열 임계 ECDSA, FROST 비교 자료와 관련 논문이 필요합니다.",
      "지금은 두 회사 데이터를 신뢰하는 제3 기관에 맡겨 공동 계산을 하고 있습니다. 제3자 없이 각자 입력을 숨긴 채 결과만 얻는 방식의 원리를 알고 싶습니다.",
    ],
  },
  "/research/technologies/privacy-preserving-machine-learning": {
    en: [
      "Our partner hospitals send de-identified images so we can train a diagnostic model centrally, and the ethics boards are getting stricter. What are the options between federated learning and encrypted inference?",
    ],
    ko: [
      "모델 추론 때 고객 입력을 평문으로 받는 게 문제",
      "검토 요건: 비선형 레이어 다항식 근사, DP-SGD, 임계 CKKS 보안 집계까지 프라이버시 보호 머신러닝 전반의 원리와 논문.",
    ],
  },
  "/research/technologies/differential-privacy": {
    en: [
      "We publish usage dashboards with small counts suppressed, but nobody can say how much a series of releases leaks. I want the theory: sensitivity, Laplace and Gaussian noise, composition.",
      "For the methods section of a paper I need a reference on privacy accounting for repeated analytics queries, covering Renyi DP and zCDP composition.",
    ],
    ko: [
      "통계 공표 전에 k-익명성만 적용하고 있는데 반복 공개 시 노출 위험을 수치로 설명하지 못합니다. 차분 프라이버시의 수학적 보장부터 이해하고 싶습니다.",
    ],
  },
  "/research/technologies/blockchain-privacy": {
    en: [
      "For a thesis on MEV I need research on encrypted mempools that use threshold decryption against front-running.",
      "In our on-chain voting pilot everybody can see on the explorer who voted what. Which cryptographic techniques keep the ledger verifiable but hide this?",
    ],
    ko: [
      "지금 저희 체인은 금액을 평문으로 기록합니다. 금액을 숨기면서도 새로 찍어낸 가치가 없다는 것을 검증하는 원리가 궁금합니다.",
      "블록체인 프라이버시 기술을 조사 중입니다. 커밋먼트, 범위증명, zk-SNARK, 임계 암호화가 각각 무엇을 숨기는지 정리된 자료가 필요합니다.",
      "증권 토큰을 퍼블릭 체인에 올렸더니 포지션이 전부 드러납니다. 원장 검증 가능성을 유지하면서 금액과 당사자를 숨기는 암호 기법의 연구 배경이 궁금합니다.",
    ],
  },
  "/devhub/use-cases/encrypted-credit-scoring": {
    en: [
      "We buy bureau summaries for scoring, but they miss the debts an applicant holds at other banks, and those banks won't send raw records. Could they send encrypted features that we score without ever seeing?",
      "Requirements: each data holder encrypts features under a per-application key, only the lender decrypts the final score, the audit log lists the features used but never their values, under one second per score.",
    ],
    ko: [
      "신용정보법 때문에 타 금융사 부채 데이터를 못 받음",
      "타 금융기관에서 가명처리한 추출본을 받아 신용평가를 해 왔는데 재식별 우려로 중단됐습니다. 암호문 상태로 점수만 계산하는 참조 구조를 보고 싶습니다.",
      "요건: 신청 건별 CKKS 키 생성, 데이터 보유 기관은 암호문만 업로드, 평문 모델과 오차 1e-4 이내.",
    ],
  },
  "/devhub/use-cases/federated-fraud-detection": {
    en: [
      "We piloted plain federated averaging for a shared fraud model between three banks, but the coordinator can still see each bank's gradients and legal rejected it. We need the aggregator to see only an encrypted sum.",
      "Requirement: any three of the consortium banks can decrypt the global model, each bank's update is clipped and noised, and the aggregator holds no decryption share.",
    ],
    ko: [
      "은행 간 이상거래 모델 학습, 거래데이터 공유 불가",
      "각 은행이 사기 거래 샘플을 중앙 분석 기관에 보내 모델을 학습시키는 방식이 금융실명법 검토에서 막혔습니다. 거래 데이터가 은행 밖으로 나가지 않는 공동 모델 구조를 찾고 있습니다.",
      "결제대행사 컨소시엄 요건: 공동 CKKS 키 분산 생성, 집계 서버는 복호화 키 조각 미보유, 참여사별 프라이버시 보장 수준 정량화.",
      "사기 조직이 여러 은행에 분산돼서 우리 데이터만으론 안 잡힘",
    ],
  },
  "/devhub/use-cases/private-medical-analytics": {
    en: [
      "Requirements for our multi-site heart-failure study: patient records stay on site, patients treated at several hospitals are matched privately, any result needs three of five hospitals to decrypt, and the epsilon spent per dataset is tracked.",
      "We need a reference architecture and Python code for cohort statistics across five hospitals, like readmission days by treatment, without to move the patient records.",
      "Our public-health agency copies patient extracts from every hospital into one warehouse, and each new study waits months for ethics approval. We'd like the hospitals to answer aggregate queries where the records sit.",
    ],
    ko: [
      "다기관 코호트 연구 요건: 환자 기록은 각 병원 내 보관, 여러 병원에서 치료받은 환자는 PSI로 식별, 5개 병원 중 3곳이 협력할 때만 결과 복호화.",
      "여러 병원의 환자 명단을 대조해야 하는 연구인데, 지금은 식별번호 해시를 서로 교환해서 매칭합니다. 다른 병원의 환자 명단은 알 수 없게 하면서 겹치는 환자만 찾아 통계를 내는 참조 구조가 필요합니다.",
      "병원별 환자 통계를 엑셀로 받아 수작업 취합 중",
    ],
  },
  "/devhub/use-cases/post-quantum-firmware-signing": {
    en: [
      "Our ECUs verify firmware with ECDSA and will be on the road for 15 years. We need a post-quantum signature that fits the bootloader, with each release approved by two of three managers.",
      "In our design the long-lived trust anchor must be a hash-based SLH-DSA key that certifies the ML-DSA release keys, and devices verify before boot. Is there a reference architecture for this?",
      "one engineer alone can sign our firmware release, this is problem",
    ],
    ko: [
      "의료기기 펌웨어 RSA 서명, 현장 사용 15년 이상",
      "요구사항: 릴리스 시 3명 중 2명 승인, 부트로더에서 ML-DSA 서명 검증, Rust SDK로 빌드 파이프라인 연동.",
      "산업용 제어기의 보안 부팅이 ECDSA 기반이라 양자 컴퓨터가 나오면 악성 업데이트가 서명될 수 있다는 지적을 받았습니다. 부트로더 용량 안에서 가능한 방안이 궁금합니다.",
      "펌웨어 서명키 분할 + 양자내성 서명 참조 아키텍처",
    ],
  },
  "/devhub/use-cases/quantum-safe-vpn": {
    en: [
      "Our site-to-site IPsec tunnels use classic Diffie-Hellman and carry patient data that must stay secret for decades. We want hybrid key exchange without replacing every gateway at once.",
      "We need gateways authenticate with ML-DSA-65 certificates next to the existing ECDSA ones, and the long-term keys rotate by policy inside HSM.",
    ],
    ko: [
      "지사 간 터널 요구사항: X25519MLKEM768 하이브리드 키 교환, 기존 게이트웨이 호환, 양자내성 협상 여부 인벤토리 보고.",
      "본사와 데이터센터 사이 VPN이 RSA 인증서와 ECDH로만 구성돼 있습니다. 게이트웨이를 한꺼번에 바꾸지 않고 양자내성으로 넘어가는 참조 구성을 보고 싶어요.",
      "VPN 게이트웨이 ML-KEM 키 HSM 보관, 720시간 주기 교체",
    ],
  },
  "/devhub/use-cases/zk-identity-verification": {
    en: [
      "For age checks we make users upload an ID card scan, and now we are sitting on thousands of identity documents we must secure. We only need to know they are over 18.",
      "Requirements: the verifier stores nothing personal, proofs verify in milliseconds, and a nullifier stops one credential from opening several accounts.",
    ],
    ko: [
      "연령 확인 때문에 회원 생년월일을 다 저장 중",
      "거주지 확인 때문에 주민등록등본을 받고 있는데 보관 자체가 부담입니다. 발급 기관 서명만 검증하고 개인정보는 남기지 않는 방식이 필요합니다.",
      "요건: 지갑이 기기에서 증명 생성, 서버는 PLONK 증명만 검증, 신분증 원본은 저장하지 않음. TypeScript로 구현할 예정입니다.",
    ],
  },
  "/ecosystem/core-tech/ckks": {
    en: [
      "We tried BFV for our statistics, but encoding real numbers as fixed-point integers got messy. Is an approximate-arithmetic scheme a better fit, and what precision does it keep?",
      "Our reviewer asks which parameters reach 128-bit security under RLWE and why decryption results must not be shared naively, as in the Li-Micciancio result.",
    ],
    ko: [
      "요건: 128비트 보안, 링 차원 2^15~2^16, 부트스트래핑 후 정밀도 20비트 이상. 신경망 추론용 근사 동형암호 파라미터를 검토 중입니다.",
      "지금 쓰는 HE 구현은 곱셈 깊이가 다 차면 더 연산을 못 해서 신경망 추론이 막힙니다. 부트스트래핑으로 깊이 제한을 푸는 방식과 그때의 정밀도가 궁금합니다.",
    ],
  },
  "/ecosystem/core-tech/he-federated-learning": {
    en: [
      "Secure aggregation with pairwise masks is breaking when hospitals drop out in middle of round. We search encrypted aggregation which can still decrypt while a threshold of parties remains.",
      "Our federated setup uses FedProx, and the privacy team requires per-round (epsilon, delta) accounting with a moments accountant while the coordinator only ever sees encrypted updates.",
    ],
    ko: [
      "요건: 참여 기관은 공동 CKKS 공개키 사용, 코디네이터는 복호화 불가, 라운드별 (ε, δ) 회계, 멤버십 추론 공격 대응.",
    ],
  },
  "/ecosystem/core-tech/ml-dsa": {
    en: [
      "Our ledger validates thousands of ECDSA signatures per block, and we must move to a post-quantum scheme without killing throughput. How does verification parallelise, and are there hedged signing modes?",
      "RSA signatures on certificates, which PQ scheme replaces it general purpose",
    ],
    ko: [
      "ECDSA 인증서 체인을 한 번에 못 바꿔서 병행 필요",
      "검토 요건: FIPS 204 보안 범주별 서명 크기, SLH-DSA 대안 여부, IETF LAMPS의 X.509 표준화 현황.",
    ],
  },
  "/ecosystem/core-tech/ml-kem": {
    en: [
      "Our key exchange is still ECDH over P-256, and the reviewers want to know how the replacement behaves under chosen-ciphertext attacks. I need the implicit rejection and Fujisaki-Okamoto details.",
      "Our design document must cite the FIPS 203 parameter sets, the NIST SP 800-227 recommendations for KEMs and the IETF draft for the X25519MLKEM768 hybrid.",
    ],
    ko: [
      "X25519 단독 키교환으로는 양자 공격 대비가 안 됨",
      "설계 검토용으로 ML-KEM-512/768/1024 보안 범주, 공유 비밀 길이, TLS 1.3 하이브리드 결합 방식이 정리돼 있어야 합니다.",
      "Kyber 초안 구현을 FIPS 203 최종본으로 바꿔야 함",
    ],
  },
  "/ecosystem/core-tech/threshold-mpc": {
    en: [],
    ko: [
      "오프라인 키 세리머니로 키를 나눠 금고에 보관하고 있는데, 생성 시점부터 키가 한 번도 모이지 않는 방식이 있는지 원리가 궁금합니다.",
      "기술 검토 요건: 악의적 공격자 모델, 식별 가능한 중단, 공개키를 바꾸지 않는 키 조각 갱신, 2-of-3·3-of-5 구성.",
    ],
  },
  "/ecosystem/core-tech/zk-snark": {
    en: [
      "Our circuits need a new trusted setup every time we change them, which slows every release. Is PLONK's universal, updatable setup the answer, and which curve gives about 128-bit security?",
    ],
    ko: [
      "검토 요건: 증명 크기 수백 바이트, 온체인 밀리초 검증, 재귀 증명 집계 지원. Groth16과 PLONK 중 선택 기준이 필요합니다.",
    ],
  },
  "/devhub/projects/fedhe": {
    en: [
      "Our PyTorch FedAvg loop sends plaintext model updates to the server. Is there a drop-in strategy that encrypts updates with CKKS and uses threshold keys?",
      "For a research benchmark we need open source code doing encrypted federated aggregation with differential-privacy clipping, in Python.",
    ],
    ko: [
      "요건: 기존 PyTorch 학습 루프 유지, FedAvg만 교체해서 업데이트 암호화, 기관별 키 조각으로 임계 복호화.",
      "논문 실험으로 보안 집계 비용을 재려는데 직접 구현한 코드는 검증이 안 돼 있습니다. pip로 바로 설치해 쓸 수 있는 라이브러리가 있으면 좋겠어요.",
    ],
  },
  "/devhub/projects/mlkem-wasm": {
    en: [
      "Front-end bundle size is critical for us; we need ML-DSA and ML-KEM small enough for a web app and constant-time.",
    ],
    ko: [
      "요구사항: Node.js와 브라우저 모두 지원, 타입스크립트 API, NIST ACVP 벡터 통과, 번들 크기 최소.",
      "웹 메신저의 종단 간 키 교환이 ECDH뿐이라 양자내성으로 바꾸려는데, C 라이브러리를 프론트엔드에 넣을 방법이 마땅치 않습니다.",
      "웹앱 서명 검증을 ECDSA로만 하는 중, ML-DSA 필요",
    ],
  },
  "/devhub/projects/moduli-circuits": {
    en: [
      "Our team hand-rolled range-proof constraints for a credential circuit and a reviewer broke one. We'd prefer audited components for range proofs and signature checks.",
      "We must support both Circom and Noir toolchains and prove with Groth16 or PLONK through snarkjs, so we need one circuit library that covers both.",
    ],
    ko: [
      "요건: 허용 목록 멤버십을 어느 리프인지 숨긴 채 증명, 깊이 20 머클 트리, Apache-2.0 라이선스.",
      "자격 증명 회로에 ECDSA 서명 검증을 넣으려고 직접 구현했는데 제약 수가 너무 많고 감사도 안 받았습니다. 감사받은 회로를 가져다 쓰고 싶어요.",
    ],
  },
  "/devhub/projects/pq-tls-proxy": {
    en: [
      "Half of our internal services run on an old TLS stack we can't upgrade this year. We want to terminate hybrid post-quantum TLS in front of them without code changes.",
      "Need a policy file that records which key-exchange groups are allowed, with classical fallback, and metrics how many clients negotiate PQ groups.",
    ],
    ko: [
      "요건: 앞단에서 X25519MLKEM768 우선, 미지원 클라이언트는 X25519로 폴백, 최소 TLS 1.3, 코드 수정 없이 적용.",
      "양자내성 그룹으로 협상하는 클라이언트 비율부터 측정해 보고 싶은데, 지금 쓰는 웹서버에는 그런 지표가 없어요.",
    ],
  },
  "/devhub/projects/thresh-sign": {
    en: [
      "Our signer service keeps the whole ECDSA key in memory on one box. I want a Go library where three parties generate the key jointly and any two sign, with signatures existing verifiers accept.",
      "Requirement for our wallet backend: key shares refreshed periodically without rotating the public key, identifiable abort when a party cheats, and gRPC between the parties.",
      "on-chain multisig costs too much gas, want off-chain threshold signing code",
    ],
    ko: [
      "직접 만든 키 분할 코드가 부정 참여자를 못 잡음",
      "요건: 신뢰 딜러 없는 분산 키 생성, 2-of-3 서명, 기존 검증기가 그대로 받는 표준 ECDSA 서명, Apache-2.0 라이선스.",
      "지갑 백엔드를 자체 개발 중인데 상용 수탁 서비스 대신 직접 임계 서명을 붙이고 싶습니다. Go로 된 오픈소스 구현이 있을까요?",
    ],
  },
  "/devhub/projects/torus-he": {
    en: [
      "We want ciphertexts produced in our service can be read directly by the encrypted database, so we need library with compatible serialization.",
    ],
    ko: [
      "요건: C API로 Go 서비스에 임베드, GPU 가속은 선택 사용, 128비트 보안 파라미터 프리셋 제공.",
      "급여 데이터를 암호화한 채로 인상률을 계산하는 PoC를 직접 구현하려는데, 부트스트래핑까지 되는 오픈소스 라이브러리가 필요합니다.",
    ],
  },
};
