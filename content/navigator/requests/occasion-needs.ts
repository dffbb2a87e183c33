import type { RequestList } from "./types";

/**
 * Needs told by their occasion rather than by what a product does: something went wrong (a partner refused to share
 * data, an audit found a weakness, a key holder left), something is feared (records decrypted later, an insider, one
 * stolen key), or something must come out (a joint analysis, a score without the statement, a safe statistic).
 * Half of the English is written as people who learnt English as a second language write it.
 */
export const occasionNeedRequests: RequestList = {
  "/ecosystem/solutions/cusp": {
    en: [],
    ko: ["키보관 서명승인 감사로그 한화면에서 관리"],
  },
  "/service/cusp": {
    en: [
      "one stolen key could empty whole wallet, how prevent",
      "replace our home-grown key ceremony with one signing API",
    ],
    ko: ["거래소 핫월렛 단일 개인키 제거 방안 문의드립니다", "직접 짠 멀티시그 스크립트 유지보수 너무 힘듦"],
  },
  "/ecosystem/solutions/epsilon": {
    en: [],
    ko: ["광고 캠페인 도달 측정 고객리스트 공유없이"],
  },
  "/service/epsilon": {
    en: [],
    ko: ["외부 분석팀에 넘길 합성데이터 만들고 싶음"],
  },
  "/ecosystem/solutions/ledger-actor-fabric": {
    en: [
      "manufacturer and logistics company share shipment history nobody can change",
      "consortium registry whose history any member can verify",
    ],
    ko: ["제조사 물류사 이력 공유 원장"],
  },
  "/service/ledger-actor-fabric": {
    en: ["bridge need verify our ledger state without full replay"],
    ko: [],
  },
  "/ecosystem/solutions/moduli-chain": {
    en: ["public blockchain but nobody can see my balance"],
    ko: ["퍼블릭 체인인데 잔액은 안 보이게 하고 싶어", "샌드위치공격 안당하는 메인넷"],
  },
  "/ecosystem/solutions/pqc-function": {
    en: [
      "internal microservice traffic quantum safe, which service",
      "quantum-safe keys kept in FIPS 140-3 HSMs, only handles returned",
    ],
    ko: ["내부 서비스 간 통신 하이브리드 키교환 적용"],
  },
  "/service/pqc-function": {
    en: ["alert when one signing key suddenly called too many times"],
    ko: ["키별 사용량 이상 징후 알림 받고 싶어"],
  },
  "/ecosystem/solutions/privid": {
    en: [
      "face template stolen, how revoke like a password",
      "spoof detection before face data ever leaves the phone",
    ],
    ko: ["유출된 얼굴 템플릿 무효화하고 재등록 가능?"],
  },
  "/service/privid": {
    en: [
      "bank app face login plus passkey, one enrolment only",
      "identify one person among thousands of faces without decrypting any",
    ],
    ko: ["패스키랑 얼굴인증 같이 쓰는 인증 서비스"],
  },
  "/ecosystem/solutions/tokenis": {
    en: ["supplier invoice tokenize so bank can finance it, amount private"],
    ko: ["토큰화 채권 이자 지급이랑 상환 자동화"],
  },
  "/service/tokenis": {
    en: [
      "issue token bond without writing smart contract myself",
      "atomic delivery versus payment against a stablecoin",
    ],
    ko: ["스마트컨트랙트 안 짜고 채권 토큰 발행하는 콘솔"],
  },
  "/ecosystem/solutions/torusdb": {
    en: ["cloud DB hacked but data still safe, how", "averages over columns the database itself can't read"],
    ko: ["서버털려도 평문 안나오는 데이터베이스", "암호화된 상태로 수백만 행 집계를 GPU로 빠르게"],
  },
  "/enterprise": {
    en: ["become a reseller or integrator of privacy cryptography products"],
    ko: ["온프레미스 쿠버네티스 배포 가능한 암호 솔루션", "SI 업체인데 파트너 제휴는 어디로 문의해요?"],
  },
  "/enterprise/homomorphic-db": {
    en: [
      "ad conversion match with partner, GDPR purpose limitation problem",
      "exact integer matching on encrypted records, not approximate",
    ],
    ko: [],
  },
  "/enterprise/pqc-encryption": {
    en: [
      "regulator deadline quantum safe migration for bank, where to start",
      "post-quantum protection for SIM provisioning and 5G signalling",
    ],
    ko: ["KCMVP 검증 HSM 연동 양자내성 전환", "통신사 5G 코어 양자내성 적용"],
  },
  "/enterprise/privacy-blockchain": {
    en: [
      "regulator check sanctions screening without see customer file",
      "suppliers prove certification while keeping prices secret",
    ],
    ko: ["공급망 원산지 증명은 공유하고 단가는 숨기기"],
  },
  "/research/technologies/homomorphic-encryption": {
    en: [
      "which encrypted computing scheme for integer, real number, comparison",
      "ISO standard status for computing on encrypted data",
    ],
    ko: ["암호문 연산 국제표준 ISO 진행 상황"],
  },
  "/research/technologies/post-quantum-cryptography": {
    en: [
      "what replaces RSA once quantum computers arrive",
      "hash-based signature as backup if lattice schemes get broken",
    ],
    ko: ["NIST가 2024년에 확정한 양자내성 표준 뭐뭐임"],
  },
  "/research/technologies/zero-knowledge-proofs": {
    en: ["proof system without trusted setup, hash based, what options"],
    ko: [],
  },
  "/research/technologies/secure-multi-party-computation": {
    en: ["computing a result together without any trusted third party"],
    ko: ["데이터를 여러 조각으로 나눠서 계산하는 방식 기초부터"],
  },
  "/research/technologies/privacy-preserving-machine-learning": {
    en: ["run AI model on customer data still encrypted, inference only"],
    ko: ["고객 데이터를 암호화한 상태로 AI 추론 돌리기"],
  },
  "/research/technologies/blockchain-privacy": {
    en: ["sealed bid auction on chain, bids hidden until the end"],
    ko: ["밀봉 입찰 경매를 체인 위에서"],
  },
  "/research/technologies/differential-privacy": {
    en: ["NIST guidance for evaluate privacy of statistics release"],
    ko: [],
  },
  "/devhub/use-cases/encrypted-credit-scoring": {
    en: ["credit score without seeing applicant income data"],
    ko: ["소득 증빙 안 보고 신용점수 산출", "대출 앱에서 최종 점수만 복호화하는 샘플 코드"],
  },
  "/devhub/use-cases/federated-fraud-detection": {
    en: [
      "fraud model train with other banks, banking secrecy law block",
      "reference architecture for a cross-bank fraud model",
    ],
    ko: ["은행 공동 사기탐지 학습 참고 아키텍처"],
  },
  "/devhub/use-cases/post-quantum-firmware-signing": {
    en: [
      "car ECU firmware signing quantum safe for 15 years",
      "require two release managers to sign every firmware build",
    ],
    ko: ["자동차 전장 펌웨어 양자내성 서명", "펌웨어 서명 러스트 SDK 예제"],
  },
  "/devhub/use-cases/private-medical-analytics": {
    en: [
      "cohort statistics many hospitals, records not move",
      "find patients treated at two hospitals without sharing patient lists",
    ],
    ko: ["여러 병원 코호트 통계 환자기록 이동 없이"],
  },
  "/devhub/use-cases/quantum-safe-vpn": {
    en: [
      "site to site VPN quantum safe, old gateway still compatible",
      "harvest now decrypt later protection for branch office links",
      "IKEv2 hybrid key exchange example in Go",
    ],
    ko: [
      "본사-공장 간 터널 양자내성 전환",
      "선수집후해독 대비 VPN",
      "VPN 게이트웨이 키를 정책으로 주기적으로 교체하고 싶어",
    ],
  },
  "/devhub/use-cases/zk-identity-verification": {
    en: [
      "proof of age without ID card upload",
      "check residency without seeing the user's documents",
      "stop one credential reuse for many accounts, age check",
    ],
    ko: ["신분증 안 받고 성인인증", "거주지 증명 받되 주소는 안 보고"],
  },
  "/ecosystem/core-tech/ckks": {
    en: [
      "how many numbers fit in one encrypted vector",
      "is it safe to share decrypted results of approximate encryption",
    ],
    ko: [],
  },
  "/ecosystem/core-tech/he-federated-learning": {
    en: [
      "federated training, some participant drop out, decryption still work?",
      "membership inference risk when training a shared model",
    ],
    ko: ["연합학습 라운드별 프라이버시 예산 계산 방식"],
  },
  "/ecosystem/core-tech/ml-dsa": {
    en: [
      "post quantum signature size in kilobytes, which security level choose",
      "what happened to Dilithium after standardisation",
    ],
    ko: ["양자내성 서명 보안레벨별 크기 비교", "Dilithium이랑 ML-DSA 같은 거야?"],
  },
  "/ecosystem/core-tech/ml-kem": {
    en: ["shared secret length of new key exchange, 32 byte?"],
    ko: [],
  },
  "/ecosystem/core-tech/threshold-mpc": {
    en: [
      "threshold signing cheating party, how detect who abort",
      "how periodic key share refresh works without new public key",
    ],
    ko: ["온라인 서명을 한 라운드로 줄이는 사전서명 원리"],
  },
  "/ecosystem/core-tech/zk-snark": {
    en: [
      "Groth16 or PLONK, which one when our circuit change often",
      "fold many proofs into one for cheaper on-chain verification",
    ],
    ko: ["BN254 커브 보안 수준이 100비트 정도라는데 사실인가요?"],
  },
  "/devhub/projects/torus-he": {
    en: [
      "GPU accelerated encrypted computation library for Rust",
      "call an encrypted computing library from C",
    ],
    ko: ["CUDA 가속되는 동형암호 오픈소스"],
  },
  "/devhub/projects/mlkem-wasm": {
    en: [
      "npm package quantum safe key exchange in browser",
      "post-quantum crypto in Node.js without native build",
    ],
    ko: ["네이티브 빌드 없이 노드에서 양자내성 암호 쓰기", "브라우저 E2E 암호화 양자내성 npm 패키지"],
  },
  "/devhub/projects/moduli-circuits": {
    en: [
      "circom circuit verify ECDSA signature inside proof",
      "same zero-knowledge circuits in Circom and Noir",
    ],
    ko: ["화이트리스트 멤버십 증명 circom 예제", "snarkjs로 돌릴 수 있는 서명 검증 회로"],
  },
  "/devhub/projects/thresh-sign": {
    en: [
      "open-source code so no server holds a whole wallet key",
      "Ed25519 signature from several parties that existing verifier accept",
    ],
    ko: ["기존 검증기 그대로 쓰는 분산 서명 오픈소스"],
  },
  "/devhub/projects/fedhe": {
    en: [
      "pytorch plugin for encrypted aggregation in federated training",
      "measure the overhead of encrypted aggregation for my thesis",
    ],
    ko: ["pip install 되는 연합학습 암호화 라이브러리"],
  },
  "/devhub/projects/pq-tls-proxy": {
    en: ["reverse proxy hybrid post quantum TLS for legacy server"],
    ko: ["허용되는 키교환 그룹을 정책 파일로 관리하고 싶어요", "양자내성 협상하는 클라이언트 비율 모니터링"],
  },
  "/research/online-classroom": {
    en: ["course lattice cryptography for engineer"],
    ko: ["영지식 회로 실습 강좌", "무료 암호학 온라인 강좌 언제 열려요?"],
  },
  "/research/whitepaper-library": {
    en: [
      "paper post quantum signature on microcontroller, small RAM",
      "paper private contact discovery, how much download",
    ],
    ko: ["박준서 연구원 CKKS 부트스트래핑 파라미터 논문", "2017년 격자 파라미터 선택 가이드 논문 다운로드"],
  },
  "/research/project-roadmap": {
    en: [
      "when post-quantum validator signatures planned",
      "release timeline for the cryptographic inventory scanner",
    ],
    ko: ["암호화 멤풀 메인넷 적용 일정을 확인하고 싶습니다.", "CKKS랑 TFHE 전환 기능 언제 나와?"],
  },
  "/research/technology-overview": {
    en: ["overview of all privacy technology for beginner"],
    ko: ["비전공 팀장용 프라이버시 기술 개요"],
  },
  "/devhub/developer-program": {
    en: ["free sandbox keys for a student hackathon team"],
    ko: ["대학 연구실 무료 샌드박스 신청"],
  },
};

/** The same visitors' requests told as a story (more than ten words, seven in Korean): learnt like the other stories. */
export const occasionNeedStories: RequestList = {
  "/ecosystem/solutions/cusp": {
    en: [
      "Our treasury still signs large transfers with one key on one laptop. We want several people to approve each transfer and no single machine to ever hold the full key.",
      "auditor say one HSM vendor is single point of trust for our keys",
      "Our approvals live in e-mail, our keys in three different tools and there is no audit trail, so we want one console for all of it.",
    ],
    ko: [
      "릴리스 서명키를 여러 팀이 나눠 써야 하는데 키 파일 복사해서 돌리는 게 너무 찝찝함",
      "HSM 한 벤더에만 키를 맡기는 게 불안합니다. 클라우드 KMS와 섞어서 키 조각을 나눠 보관할 수 있는지 문의드립니다.",
    ],
  },
  "/service/cusp": {
    en: [
      "The engineer who held our hot-wallet key just resigned, and we can't be sure no copy left with him. We need custody where no one person ever holds the key, without moving funds to new addresses.",
      "Auditor ask evidence that every payment signing had two approvers. Now we use multisig script made in-house and it is hard to maintain.",
    ],
    ko: [
      "지갑 키 관리하던 개발자가 퇴사했는데 백업을 어디 뒀는지도 모름. 주소는 그대로 두고 키 관리 방식만 바꿀 수 있어?",
      "ISO 27001 심사에서 결제 서명에 2인 승인 증적이 없다는 지적을 받았습니다. 승인 정족수와 감사 로그를 함께 관리할 수 있는 서비스를 검토 중입니다.",
    ],
  },
  "/ecosystem/solutions/epsilon": {
    en: [
      "A retail partner refused to hand over its customer list, but we still need to know how many of their shoppers our campaign reached.",
      "bank A and bank B want find same fraud ring customers, no data share",
      "A co-branding partner and we want to know how many customers we have in common, but neither legal team will let the lists be exchanged.",
    ],
    ko: [
      "경쟁사랑 공동 분석 하기로 했는데 서로 원본 데이터는 절대 못 준대. 합쳐서 통계만 뽑는 방법 있어?",
      "카드사 두 곳이 같은 사기 조직에 연루된 고객이 겹치는지 확인하고 싶은데, 거래 데이터는 넘길 수 없는 상황입니다.",
    ],
  },
  "/service/epsilon": {
    en: [
      "Our data-protection officer wants a log of every query analysts run on partner data, and what each answer cost in privacy terms.",
      "need realistic fake table from real customer data for outside data scientist",
      "Analysts keep asking same question with small changes and they can guess one customer's value. We need system that refuse the query when too much is revealed.",
      "Our data sits in Snowflake and our partner's in BigQuery, and we need joint statistics without either side copying rows to the other.",
    ],
    ko: [
      "IRB 심의와 가명정보 처리 기준 때문에 기관 간 환자 데이터 결합이 어렵습니다. 원본을 옮기지 않고 통계만 산출하는 플랫폼을 검토 중입니다.",
      "개인정보 보호책임자가 분석 쿼리 이력이랑 노출량 다 남겨 달래",
    ],
  },
  "/ecosystem/solutions/ledger-actor-fabric": {
    en: [
      "Five banks in our group reconcile the same settlement files every night and always find mismatches. We want one shared ledger that all members run, without any single bank owning it.",
    ],
    ko: [
      "회원사들이 같이 쓰는 등록부를 만들려는데, 한 회사가 운영하면 다른 회사들이 믿지 못하겠다고 합니다. 이력을 검증할 수 있는 구조를 문의드립니다.",
      "은행 간 대사(reconciliation) 매일 밤 엑셀로 맞추는 거 지겨움",
    ],
  },
  "/service/ledger-actor-fabric": {
    en: [
      "Our smart contract had race condition because of shared global state and team lost many days. We want message passing model where each part owns its state.",
      "replay a business process from history to debug what went wrong",
    ],
    ko: [
      "스마트컨트랙트 전역 상태 때문에 버그가 계속 나요. 메시지로만 주고받는 구조의 원장 런타임이 있나요?",
      "감사팀이 지난 업무 처리 과정을 처음부터 다시 실행해서 확인하고 싶다고 합니다. 원장 이력 재실행이 가능한 플랫폼을 검토 중입니다.",
      "러스트로 짠 비즈니스 로직 wasm으로 컨소시엄 원장에 올리기",
    ],
  },
  "/ecosystem/solutions/moduli-chain": {
    en: [
      "Users of our DEX keep getting sandwiched: bots see their pending swaps and jump ahead. We're looking for a chain where pending transactions stay sealed until their order is fixed.",
      "We built a lending contract, but anyone can read each borrower's position on the public chain; we need its state kept private while validators still check it.",
    ],
    ko: [
      "디파이 서비스 사용자들이 계속 프론트러닝을 당해서 민원이 들어옵니다. 대기 중인 거래가 노출되지 않는 체인이 있는지 문의드립니다.",
      "밸리데이터가 금액을 모르고도 블록을 검증한다는 게 어떻게 돌아가는 거야?",
    ],
  },
  "/ecosystem/solutions/pqc-function": {
    en: [
      "We archive contracts that must stay confidential for 30 years, and legal fears that anyone copying the backups now could decrypt them later. We want one API call to re-wrap the archive keys with something quantum-safe.",
    ],
    ko: [
      "30년 보관해야 하는 계약서 아카이브가 지금 유출되면 나중에 양자컴퓨터로 풀릴까 봐 걱정입니다. 봉투 암호화 키만 양자내성으로 바꾸는 API가 있을까요?",
      "개인키 원본은 절대 안 주고 핸들만 주는 양자내성 서비스",
    ],
  },
  "/service/pqc-function": {
    en: [
      "Our developers tried to implement lattice crypto themselves and security review found timing leak. We want just call an API, not maintain this code.",
      "For our staged rollout, old clients must keep accepting our certificates while new clients check a post-quantum signature on the same certificate.",
    ],
    ko: [
      "격자암호 직접 구현하기 싫음, 그냥 API로 호출하고 싶어",
      "기존 PKCS#11 연동 코드는 그대로 두고 양자내성 서명만 추가할 수 있는지 문의드립니다.",
    ],
  },
  "/ecosystem/solutions/privid": {
    en: [
      "A stadium wants face entry at the gates, but after news of a leaked biometric database the board won't approve storing faces. Can faces be matched without keeping them?",
    ],
    ko: [
      "출입국 심사에 얼굴인식 도입을 검토 중인데, 생체정보 DB 자체가 유출 리스크라는 반대 의견이 많습니다. 얼굴 데이터를 보관하지 않는 방식이 있는지 문의드립니다.",
      "얼굴 사진 위조 판별을 폰에서 먼저 하는 인증",
    ],
  },
  "/service/privid": {
    en: [
      "Our privacy counsel says keeping employee face scans puts us squarely under GDPR Article 9. We still want face login, but without ever holding readable biometrics.",
    ],
    ko: [
      "은행 앱에 얼굴 인증을 넣고 싶은데 생체정보 DB를 보유하는 것 자체가 부담입니다. 서버에 복호화된 얼굴 정보가 남지 않는 방식을 문의드립니다.",
      "1:N 얼굴 식별을 암호문 상태로 할 수 있나",
    ],
  },
  "/ecosystem/solutions/tokenis": {
    en: [
      "We're launching a fund only accredited investors may hold, and investors hate sending their documents to every platform. Can they prove eligibility without handing over paperwork?",
      "Our operations team still computes bond coupons by hand every quarter, and we want payments and redemptions on the tokenised bond to run on schedule.",
    ],
    ko: [
      "매출채권 토큰화해서 은행이랑 유동화하고 싶은데 거래 금액은 숨기고 싶어",
      "펀드 수익증권을 토큰으로 나눠 팔되 자격 있는 투자자만 보유하게 하고 싶습니다. 투자자 서류를 직접 받지 않는 방법이 있을까요?",
    ],
  },
  "/service/tokenis": {
    en: [
      "We tokenised a bond on a public EVM network and a competitor reconstructed our holders' positions from the chain. We need transfers whose amounts stay hidden but still pass compliance checks.",
    ],
    ko: [
      "자산운용사인데 토큰화 펀드 포지션이 노드 운영자들한테 다 보이는 게 문제입니다. 투자자 보유 내역을 숨기는 발행 플랫폼을 문의드립니다.",
      "EVM 디앱에 기밀 송금 붙이고 싶은데 회로 직접 짜긴 싫어",
    ],
  },
  "/ecosystem/solutions/torusdb": {
    en: [
      "An audit found that our DBAs can read every salary in the HR database. We'd like the database to compute totals and averages without anyone on the server side being able to read the rows.",
      "We move customer DB to public cloud but management fear cloud operator can see the data. Want query on encrypted data with only our own key.",
    ],
    ko: [
      "DBA가 고객 테이블을 그냥 조회할 수 있다는 게 내부감사에서 문제로 나왔습니다. 관리자도 못 보는데 집계는 되는 DB가 있는지 문의드립니다.",
      "클라우드 운영자가 우리 데이터 못 보게 하면서 쿼리는 돌리고 싶음",
    ],
  },
  "/enterprise": {
    en: [
      "Our last vendor pilot failed because their cloud service couldn't touch our data center. We need a proof of concept that runs on-premises on our own data, with a clear price after it.",
      "24/7 support contract for crypto platform, critical incident answer in one hour",
    ],
    ko: ["저희 데이터로 4~8주 PoC를 먼저 진행해 보고 도입 여부를 결정하려 합니다. 견적 절차를 문의드립니다."],
  },
  "/enterprise/homomorphic-db": {
    en: [
      "Legal blocked our internal AI assistant because it would send confidential contracts to an outside retrieval service. We want document search where the service never sees the queries or the documents.",
      "Our company want encrypted database on-premise, key in our own HSM, deploy on Kubernetes. Which team to talk for pilot?",
    ],
    ko: [
      "RAG 도입하려는데 임베딩만 새도 원문이 추정된다던데, 암호화된 벡터로 검색 가능해?",
      "광고 전환 매칭이 개인정보보호법 목적 제한 때문에 막힘",
      "암호화된 채로 조회되는 DB를 사내 구축형으로 도입하려 합니다. 관리형 서비스 제공 지역도 함께 문의드립니다.",
      "정확한 정수 연산이 필요한 매칭 작업도 암호문으로 되나요",
    ],
  },
  "/enterprise/pqc-encryption": {
    en: [
      "The board asked how exposed we are to quantum attacks and nobody could say where RSA is even used across our systems. We need to find it all first, then plan the move.",
      "We are government contractor and CNSA 2.0 deadline is coming for key establishment. Need migration plan and hybrid tunnels for classified traffic.",
    ],
    ko: [
      "감독기관에서 양자내성암호 전환 계획을 내라는데, 우리 시스템 어디에 RSA 쓰는지부터 모르겠어요.",
      "국내 KpqC 결과와 정부 전환 계획을 반영해 로드맵을 잡아 줄 수 있는 곳을 찾고 있습니다.",
    ],
  },
  "/enterprise/privacy-blockchain": {
    en: [
      "Our bank consortium wants a shared payment ledger, but no member accepts others seeing its flows, and the regulator still needs oversight. Is there a ledger where each bank sees only its own transactions?",
      "Our consortium ledger signatures use Ed25519. Security team worry that after quantum computer the signed history can be forged.",
    ],
    ko: [
      "컨소시엄 원장에서 참여사끼리 거래 금액과 상대방이 보이지 않았으면 합니다. 감독기관에는 증명만 제출하는 구조가 가능한지 문의드립니다.",
      "블록체인 원장 서명이 양자컴퓨터 나오면 위조될까 봐 걱정",
      "감사인한테 해당 거래만 열어 주고 나중에 권한 회수하고 싶음",
    ],
  },
  "/research/technologies/homomorphic-encryption": {
    en: [
      "I'm meeting a vendor that claims it can compute on data it cannot read. Before the meeting I want a plain explanation of how that's possible and which standards exist.",
    ],
    ko: [
      "암호화된 채로 계산이 된다는 게 무슨 원리인지 회의 전에 개념 잡고 싶어",
      "정수 연산, 실수 연산, 비교 연산마다 어떤 방식을 써야 하는지 정리된 자료가 있나요?",
    ],
  },
  "/research/technologies/post-quantum-cryptography": {
    en: [
      "My manager ask me explain tomorrow why quantum computer break RSA and what NIST chose in 2024. I need simple overview.",
    ],
    ko: [
      "KpqC 공모전에서 선정된 알고리즘을 정리한 자료가 있을까요? HAETAE나 SMAUG-T 같은 것들이요.",
      "양자컴퓨터 나오면 RSA가 왜 깨지는지 쉽게 설명된 곳",
    ],
  },
  "/research/technologies/zero-knowledge-proofs": {
    en: [
      "After an exchange collapse, our customers ask us to prove we hold their funds, but we can't publish every balance. I'm looking for background on how such proofs work.",
      "My professor say tomorrow meeting is about proving a statement true without revealing the secret behind it, so I need basic explanation first.",
    ],
    ko: [
      "고객들이 지급준비금을 증명하라는데 잔액 전부 공개할 순 없잖아. 이런 건 어떤 원리로 해?",
      "내용은 안 보여주고 사실만 증명하는 기술 입문 설명",
      "레이어2 롤업이 수천 건 거래를 어떻게 한 번에 증명하는지 궁금합니다.",
    ],
  },
  "/research/technologies/secure-multi-party-computation": {
    en: [
      "Three competing insurers want to compute an industry-wide loss ratio, but none will trust a middleman with its numbers. I want to understand the techniques that make that possible.",
      "messenger find friends from contacts, server must not learn phone book",
    ],
    ko: [
      "연락처 찾기 기능을 넣는데 사용자 주소록을 서버가 알면 안 된다는 지적을 받았습니다. 관련 기술 원리를 알고 싶습니다.",
      "경쟁사끼리 각자 숫자 안 까고 합계만 같이 계산하는 방법",
    ],
  },
  "/research/technologies/privacy-preserving-machine-learning": {
    en: [
      "A researcher showed that our model could repeat pieces of its training records. We need to learn what options exist to train and serve models without exposing the data.",
      "Users complained that our keyboard app collects what they type, but we still want suggestions personalised to each person.",
    ],
    ko: [
      "모델이 학습 데이터를 그대로 뱉는 사례가 나와서 보안팀이 난리임. 학습할 때 데이터 보호하는 방법 뭐 있어?",
      "병원 여러 곳이 진단 모델을 함께 학습한 연구 사례를 찾고 있습니다.",
    ],
  },
  "/research/technologies/blockchain-privacy": {
    en: [
      "A journalist asked whether the votes in our on-chain governance poll were really secret. I need to understand what it takes to keep ballots private on a blockchain.",
      "why every balance is public on a blockchain, and how to fix it",
    ],
    ko: [
      "온체인 투표인데 누가 뭘 찍었는지 다 보인다는 지적 받음. 비밀투표 가능한 방법 공부하고 싶어",
      "거래 금액은 숨기면서도 장부 검증이 되는 원리를 설명한 자료를 찾습니다.",
    ],
  },
  "/research/technologies/differential-privacy": {
    en: [
      "After we published district-level statistics, a reporter identified one patient from a small cell in the table. We want to understand how to publish numbers with a provable limit on what they reveal.",
      "Our open-data team wants to release monthly counts of service users, but nobody knows how much noise makes them safe to publish.",
    ],
    ko: [
      "공개한 통계표에서 특정인이 추정됐다는 민원이 들어왔습니다. 통계를 안전하게 공개하는 수학적 기준을 찾고 있습니다.",
      "대시보드 사용자 통계 개인 식별 안 되게 노이즈 넣는 법",
      "반복해서 통계 낼 때 개인정보 노출이 쌓이는 거 어떻게 계산해?",
    ],
  },
  "/devhub/use-cases/encrypted-credit-scoring": {
    en: [
      "We want to score thin-file applicants using their debts at other banks, but those banks won't send raw records and compliance rejected pseudonymised extracts. Is there a reference design for this?",
      "Our lending app team need code sample: other bank send encrypted features, we run scoring model, only final score is opened.",
      "show regulators which applicant data fed a credit decision without storing the values",
    ],
    ko: [
      "다른 금융사 부채 정보로 신용평가를 하고 싶은데 신용정보법 때문에 원본은 받을 수 없습니다. 암호화된 채로 점수만 계산하는 구조 중 참고할 만한 게 있을까요?",
      "가명처리 데이터도 재식별 위험 있다고 반려됨. 대출 심사에 쓸 다른 방법 찾는 중",
    ],
  },
  "/devhub/use-cases/federated-fraud-detection": {
    en: [
      "Fraudsters spread small transactions across several banks so no single bank sees the pattern. We want to train one model together without any bank giving up its transactions.",
      "In our consortium pilot the coordinator server could see each bank's model update, so security team stopped it. Need a way the aggregator cannot inspect.",
    ],
    ko: [
      "은행 여러 곳이 같이 사기탐지 모델 학습하고 싶은데 금융실명법 때문에 거래 데이터를 못 모음",
      "보이스피싱 계좌가 여러 은행에 흩어져 있어 한 은행 데이터만으로는 패턴을 잡기 어렵습니다. 거래 내역 공유 없이 공동 모델을 만드는 사례를 문의드립니다.",
      "집계 서버가 각 은행 업데이트를 못 보게 하는 구조",
    ],
  },
  "/devhub/use-cases/post-quantum-firmware-signing": {
    en: [
      "Our industrial controllers stay in the field for 20 years and can't be recalled for a bootloader change. If RSA falls, anyone could push a malicious update. How should we sign firmware now?",
      "Medical device regulator ask how our update signing stays trustworthy for whole device lifetime, even after quantum computer.",
    ],
    ko: [
      "현장에 15년 넘게 설치되어 있는 장비라 나중에 서명 방식을 바꾸기 어렵습니다. 지금부터 양자컴퓨터에도 안전한 펌웨어 서명을 적용한 사례를 찾고 있습니다.",
      "펌웨어 릴리스 서명 한 명이 혼자 못 하게 2인 승인",
    ],
  },
  "/devhub/use-cases/private-medical-analytics": {
    en: [
      "Our multi-hospital pilot died because patient records were not allowed to leave each hospital. We still need survival rates by treatment across all sites.",
      "Ethics approval for central data warehouse take many months. Is there way each hospital keep data and we get only aggregate numbers?",
    ],
    ko: [
      "병원 밖으로 환자 데이터를 내보낼 수 없어 다기관 연구 파일럿이 중단됐습니다. 데이터는 각 병원에 두고 통계만 모으는 방법을 문의드립니다.",
      "병원 간 중복 환자 찾는데 명단 교환은 안 됨",
      "환자 데이터 중앙 DB로 모으면 해킹 표적 된다고 반대함. 대안 사례 있어?",
    ],
  },
  "/devhub/use-cases/quantum-safe-vpn": {
    en: [
      "Our security lead warned that someone could be recording our inter-office tunnel traffic today to decrypt it years from now. We need to protect the tunnels without replacing every gateway.",
    ],
    ko: [
      "지사 간 VPN 트래픽을 지금 수집해 뒀다가 나중에 해독할 수 있다는 보고를 받았습니다. 기존 장비와 호환되는 대응 방안을 검토 중입니다.",
    ],
  },
  "/devhub/use-cases/zk-identity-verification": {
    en: [
      "Our age-restricted app stores thousands of ID card scans, and after a breach at a competitor we want to stop collecting them. Users should only prove they're over 18.",
    ],
    ko: [
      "성인 인증 때문에 신분증 사본을 받고 있는데 유출되면 큰일이라 그만 받고 싶습니다. 나이만 증명받는 방법을 문의드립니다.",
      "한 자격증명으로 여러 계정 만드는 거 막으면서 나이 확인",
    ],
  },
  "/ecosystem/core-tech/ckks": {
    en: [
      "Our data scientist say encrypted result come back little different from plaintext. Why is it approximate and how much precision we get?",
    ],
    ko: [
      "암호화해서 계산한 결과가 평문 결과와 소수점 아래에서 조금 달라요. 왜 그런지, 정밀도가 몇 비트인지 궁금합니다.",
      "암호문 하나에 숫자 몇 개까지 넣을 수 있음?",
      "복호화 결과를 그대로 공유하면 위험하다는 논문 얘기 들었는데 관련 설명",
    ],
  },
  "/ecosystem/core-tech/he-federated-learning": {
    en: [
      "A reviewer pointed out that the gradients our hospitals send to the coordinator can leak patient information. We need the coordinator to see only the sum.",
    ],
    ko: [
      "연합학습에서 그래디언트만 보내도 원본 데이터가 새어 나간다는데 막는 원리 알려줘",
      "참여 기관 몇 곳이 빠져도 집계 결과 복호화가 되나요?",
    ],
  },
  "/ecosystem/core-tech/ml-dsa": {
    en: [
      "A security assessment flagged our ECDSA code-signing certificates as not future-proof. I need the replacement signature's key and signature sizes to check our formats.",
    ],
    ko: [
      "보안 점검에서 RSA 서명이 장기적으로 안전하지 않다는 지적을 받았습니다. 대체 서명 알고리즘의 키와 서명 크기를 확인하고 싶습니다.",
    ],
  },
  "/ecosystem/core-tech/ml-kem": {
    en: [
      "Our embedded gateway has small message buffers, so before switching key exchange we need exact public key and ciphertext sizes per security level.",
      "Our protocol team worry about chosen-ciphertext attack on new key exchange. How does decapsulation handle a wrong ciphertext?",
    ],
    ko: [
      "Kyber 이름 바뀐 거 맞아? FIPS 몇 번이야?",
      "양자내성 키교환으로 바꾸면 공개키 때문에 패킷이 커질까 봐 걱정입니다. 보안 수준별 키와 암호문 크기를 문의드립니다.",
      "잘못된 암호문 들어왔을 때 복호화 쪽 동작 implicit rejection",
    ],
  },
  "/ecosystem/core-tech/threshold-mpc": {
    en: [
      "Our architects don't trust any key ceremony where one dealer creates the key and hands out pieces. We want to understand how a key can be generated already split.",
    ],
    ko: [
      "키를 처음부터 쪼개진 상태로 만든다는 게 어떻게 가능한지 원리가 궁금합니다.",
      "2-of-3 서명할 때 한 참여자가 속이면 누군지 알 수 있어?",
    ],
  },
  "/ecosystem/core-tech/zk-snark": {
    en: [
      "Our auditors questioned the per-circuit trusted setup in our proof system. I want to compare setup requirements and the security level of the curves we could use.",
    ],
    ko: [
      "회로 바뀔 때마다 셋업 다시 해야 하는 게 부담임. 범용 셋업 되는 방식 뭐야?",
      "증명 크기가 몇 바이트이고 검증이 몇 ms 걸리는지 확인하고 싶습니다.",
    ],
  },
  "/devhub/projects/torus-he": {
    en: [
      "Our backend is Rust and we need to encrypt salary numbers and compute on them inside the service. Looking for library with install command and example.",
    ],
    ko: [
      "러스트 서비스에 암호문 연산 라이브러리 넣고 싶음, cargo로 설치되는 거",
      "TorusDB가 바로 읽을 수 있는 암호문을 만드는 라이브러리가 있나요?",
    ],
  },
  "/devhub/projects/mlkem-wasm": {
    en: [
      "Our browser-based chat must set up end-to-end keys that survive quantum attacks, and we can't ship native modules. Is there a small JavaScript package?",
    ],
    ko: ["웹 프론트엔드에서 양자내성 키교환 하고 싶은데 번들 크기가 걱정됨"],
  },
  "/devhub/projects/moduli-circuits": {
    en: [
      "An audit found a soundness bug in the Merkle circuit we wrote ourselves. We'd rather use audited building blocks for our allow-list proofs.",
    ],
    ko: ["직접 짠 회로에서 감사 때 버그가 나와서, 검증된 회로 라이브러리를 쓰고 싶습니다."],
  },
  "/devhub/projects/thresh-sign": {
    en: [
      "We build our own custody in Go and no single server should hold the signing key. Need open source library with 2-of-3 example.",
    ],
    ko: [
      "Go 언어로 2-of-3 서명 직접 구현해 보고 싶은데 예제 있는 라이브러리",
      "서버 한 대에 개인키 안 두는 오픈소스 서명 코드",
    ],
  },
  "/devhub/projects/fedhe": {
    en: [
      "We already train with PyTorch and FedAvg across three research institutes, and now the ethics board says no institute may see another's gradients. What's the least invasive change?",
    ],
    ko: [
      "파이토치 연합학습 코드에 암호화 집계만 끼워 넣고 싶어",
      "석사 논문에서 암호화 집계 오버헤드 실험을 하려는데 쓸 만한 코드가 있나요?",
    ],
  },
  "/devhub/projects/pq-tls-proxy": {
    en: [
      "Half of our services run on an old Java stack we can't upgrade this year, but traffic must be quantum-safe before the audit. Can we put something in front of them?",
      "Management ask what share of our clients already use quantum-safe key exchange, and we have no way to measure it at the front door.",
    ],
    ko: ["레거시 서버 코드 수정 없이 앞단에서 양자내성 TLS 처리"],
  },
  "/research/online-classroom": {
    en: [
      "My team starts a post-quantum migration project next quarter and none of us has a crypto background. Is there an introductory course we can follow?",
      "free course on computing over encrypted data, when does it open",
    ],
    ko: ["회사에서 양자내성 전환을 맡게 됐는데 입문 강의부터 듣고 싶어요."],
  },
  "/research/whitepaper-library": {
    en: [
      "Before our board meeting I need a paper with measured handshake latency and middlebox problems from moving TLS to hybrid post-quantum key exchange.",
      "PDF on how fast encrypted tree models run for credit scoring",
    ],
    ko: [
      "마이크로컨트롤러에서 양자내성 서명 성능을 측정한 논문 PDF를 찾습니다.",
      "회의 전에 읽을 논문: 프론트러닝 막는 암호화 멤풀",
    ],
  },
  "/research/project-roadmap": {
    en: ["Our DEX integration depends on the encrypted mempool reaching mainnet. When is that expected?"],
    ko: ["정책 기반 알고리즘 교체 기능 출시 시점 문의드립니다"],
  },
  "/research/technology-overview": {
    en: [
      "I'm a product manager and keep hearing seven different privacy buzzwords in vendor pitches. I want one page that maps what each does and where it's used.",
    ],
    ko: ["암호 기술 종류별로 뭐가 어디에 쓰이는지 한눈에 보고 싶어요"],
  },
  "/devhub/developer-program": {
    en: [
      "Our university lab want free access for experiments with higher limits, and also research build of the federated library.",
    ],
    ko: ["스타트업인데 첫 상용 출시 때 크레딧 지원을 받을 수 있나요?"],
  },
};
