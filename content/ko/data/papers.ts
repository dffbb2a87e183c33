/**
 * 논문 라이브러리(/research/whitepaper-library)의 한국어 목록 데이터. PDF는 영문 그대로 두고, 초록만 한국어 요약으로
 * 옮깁니다. 제목은 발표된 원문에 ‘(영문)’을 붙여 PDF의 언어를 알리고, 한국인 저자는 ‘박준서(Jun-seo Park)’처럼
 * 한글 이름 뒤에 로마자 표기를 씁니다. 키워드, 주제와 식별자는 영문 모듈과 같습니다.
 */
import type { Paper } from "../../data/papers";

export { PAPER_PARAM, PAPER_TOPICS, paperPdfPath, paperViewerPath } from "../../data/papers";
export type { Paper, PaperTopic } from "../../data/papers";

export const papers: readonly Paper[] = [
  {
    id: "ec-elgamal-encrypted-aggregation",
    title: "Elliptic-Curve Homomorphic Encryption for Encrypted Aggregation at Database Scale (영문)",
    authors: ["Mira Castellan", "박준서(Jun-seo Park)", "Adaeze Okafor"],
    year: 2021,
    topic: "Homomorphic Encryption",
    technologyId: "homomorphic-encryption",
    abstract:
      "덧셈 동형성을 갖는 EC-ElGamal은 서버가 암호화된 값을 더할 수 있게 해 주지만, 복호화에 이산로그 계산이 필요해 지금까지는 아주 작은 평문에만 쓸 수 있었습니다. 본 논문에서는 사전 계산한 아기 걸음·거인 걸음(baby-step giant-step) 테이블과 CRT로 분할한 평문을 결합한 복호화 파이프라인을 제시하며, 범용 서버에서 64비트 합계를 1밀리초 이내에 복원합니다. TorusDB 집계 엔진에 적용된 이 기법은 암호화된 컬럼에 대한 SUM, COUNT, AVG 쿼리를 처리하며, P-256 기준 16비트 조각(limb) 하나당 암호문 크기가 66바이트로 이 워크로드에서 격자 기반 방식보다 100배가량 작습니다.",
    keywords: ["EC-ElGamal", "additive homomorphism", "encrypted database", "discrete logarithm"],
  },
  {
    id: "ckks-bootstrapping-parameters",
    title: "Practical CKKS Bootstrapping at 128-bit Security: A Parameter Study (영문)",
    authors: ["박준서(Jun-seo Park)", "Elena Duarte"],
    year: 2022,
    topic: "Homomorphic Encryption",
    technologyId: "homomorphic-encryption",
    abstract:
      "CKKS는 암호화된 실수에 대한 근사 연산을 지원하며, 부트스트래핑으로 모듈러스를 갱신하면 깊이에 제한 없이 회로를 평가할 수 있습니다. 본 논문에서는 HomomorphicEncryption.org 보안 표준의 파라미터 테이블을 기준으로 링 차원, 모듈러스 체인, 부트스트래핑 정밀도 사이의 트레이드오프를 분석합니다. N = 2^16에서 부트스트래핑 후 24비트 정밀도를 확보하면서 응용 회로에 쓸 레벨 9개를 남겼으며, 로지스틱 회귀 추론과 암호화 통계를 위한 구체적인 파라미터 세트를 제시합니다.",
    keywords: ["CKKS", "bootstrapping", "RLWE", "parameter selection"],
  },
  {
    id: "rns-bfv-bgv-queries",
    title: "Exact Encrypted Queries with RNS Variants of BFV and BGV (영문)",
    authors: ["Adaeze Okafor", "Tomas Lindqvist"],
    year: 2019,
    topic: "Homomorphic Encryption",
    technologyId: "homomorphic-encryption",
    abstract:
      "BFV와 BGV는 평문 모듈러스 t에 대한 정확한 정수 연산을 수행합니다. 본 논문에서는 두 기법을 잉여 수 체계(RNS)로 구현해 다중 정밀도 연산을 없애고, SIMD 배칭으로 데이터베이스 행 수천 개를 하나의 암호문에 담습니다. 일치 조건과 범위 조건은 깊이가 낮은 다항식 회로로 평가합니다. 100만 행 테이블에서 암호화된 일치 필터는 8코어 기준 3.1초 만에 완료되며, 실제와 같은 쿼리 플랜에서 두 기법의 노이즈 증가를 비교합니다.",
    keywords: ["BFV", "BGV", "RNS", "SIMD batching", "encrypted search"],
  },
  {
    id: "tfhe-programmable-bootstrapping",
    title: "Programmable Bootstrapping with TFHE for Encrypted Comparisons and Lookup Tables (영문)",
    authors: ["Henrik Voss", "Priya Raman"],
    year: 2023,
    topic: "Homomorphic Encryption",
    technologyId: "homomorphic-encryption",
    abstract:
      "TFHE는 LWE 암호문 하나를 수 밀리초 만에 부트스트래핑하며, 프로그래머블 부트스트래핑은 노이즈를 줄이는 동시에 임의의 룩업 테이블을 평가합니다. 본 논문에서는 정수 비교, ReLU, 작은 비선형 함수를 4비트 메시지 블록 단위의 프로그래머블 부트스트래핑 연쇄로 변환하는 컴파일러를 소개하며, 자리올림 전파는 기수(radix) 분해로 처리합니다. 이 방식으로 분기가 많은 비즈니스 로직도 암호화된 데이터에서 실용적으로 실행할 수 있으며, 워크로드의 비다항식 부분에서 CKKS를 보완합니다.",
    keywords: ["TFHE", "programmable bootstrapping", "LWE", "blind rotation"],
  },
  {
    id: "hybrid-mlkem-tls",
    title: "Migrating TLS 1.3 to Hybrid X25519 + ML-KEM-768 Key Exchange (영문)",
    authors: ["Tomas Lindqvist", "김수아(Soo-ah Kim)", "Oren Fischer"],
    year: 2024,
    topic: "Post-Quantum Cryptography",
    technologyId: "post-quantum-cryptography",
    abstract:
      "‘선 수집 후 해독’ 공격 때문에 양자내성암호 전환에서 가장 시급한 부분은 키 교환입니다. 본 논문에서는 대규모 TLS 1.3 종단 서버를 ML-KEM-768(FIPS 203) 캡슐화 키와 X25519 키 공유를 결합한 하이브리드 그룹 X25519MLKEM768로 전환한 경험을 보고합니다. 클라이언트 키 공유는 32바이트에서 1,216바이트로 커지며, 핸드셰이크 지연 시간, 미들박스를 거칠 때의 ClientHello 단편화, CPU 비용을 측정하고 다운그레이드 모니터링을 포함한 단계적 배포 방법을 설명합니다.",
    keywords: ["ML-KEM", "FIPS 203", "TLS 1.3", "hybrid key exchange"],
  },
  {
    id: "mldsa-constrained-devices",
    title: "ML-DSA on Constrained Devices: FIPS 204 Signing on Cortex-M4 (영문)",
    authors: ["김수아(Soo-ah Kim)", "Kenji Arai"],
    year: 2024,
    topic: "Post-Quantum Cryptography",
    technologyId: "post-quantum-cryptography",
    abstract:
      "ML-DSA(FIPS 204)는 대표적인 격자 기반 서명 표준이지만, 거부 샘플링 방식의 서명 과정과 큰 키 때문에 RAM이 수십 KB에 불과한 마이크로컨트롤러에서는 구현이 까다롭습니다. 본 논문에서는 공개 행렬 A의 확장을 스트리밍 방식으로 처리해 ML-DSA-44의 최대 스택 사용량을 12KB 미만으로 유지하고, 타이밍 공격과 단순 전력 분석에 대응하는 ML-DSA-44 및 ML-DSA-65의 스택 최적화 구현을 제시합니다. 또한 사이클 수와 코드 크기, 그리고 결정적 서명과 헤지드(hedged) 서명이 오류 주입 공격 내성에 미치는 영향을 보고합니다.",
    keywords: ["ML-DSA", "FIPS 204", "Module-LWE", "embedded"],
  },
  {
    id: "slhdsa-firmware-signing",
    title: "SLH-DSA for Long-Lived Firmware Signatures (영문)",
    authors: ["Kenji Arai", "Mira Castellan"],
    year: 2025,
    topic: "Post-Quantum Cryptography",
    technologyId: "post-quantum-cryptography",
    abstract:
      "오늘 서명한 펌웨어는 15년 이상 운용되는 기기에서도 계속 검증될 수 있어야 합니다. SLH-DSA(FIPS 205)는 해시 함수의 안전성에만 의존하므로 이러한 신뢰 루트(root of trust)에 적합한 보수적인 선택입니다. 본 논문에서는 서명 크기가 각각 7,856바이트와 17,088바이트인 SHA2-128s, SHA2-128f 파라미터 세트를 ML-DSA와 비교하고, 2KB RAM으로 SLH-DSA-SHA2-128s 서명을 단일 패스로 검증하는 부트 ROM 검증기를 설명합니다.",
    keywords: ["SLH-DSA", "FIPS 205", "hash-based signatures", "secure boot"],
  },
  {
    id: "mlwe-parameter-guide",
    title: "Ring-LWE and Module-LWE Parameter Selection: A Practitioner's Guide (영문)",
    authors: ["Elena Duarte", "Henrik Voss"],
    year: 2017,
    topic: "Post-Quantum Cryptography",
    technologyId: "post-quantum-cryptography",
    abstract:
      "격자 기반 암호의 안전성은 파라미터에 달려 있습니다. 이 가이드에서는 RLWE와 MLWE 인스턴스의 링 차원, 모듈러스, 오류 분포, 모듈 랭크가 원시(primal)·쌍대(dual) 격자 축소 공격에 대한 내성을 어떻게 결정하는지 설명하고, 격자 보안 추정 도구(Lattice Estimator)로 core-SVP 기준 보안 수준을 산출하는 방법을 소개합니다. 암호화, 키 캡슐화, 동형암호 각각의 파라미터 선택 과정을 단계별로 살펴보고, 상용 코드를 검토하며 발견한 흔한 실수를 정리합니다.",
    keywords: ["RLWE", "MLWE", "lattice estimator", "BKZ", "core-SVP"],
  },
  {
    id: "zk-signature-validity",
    title: "Zero-Knowledge Proofs of Digital Signature Validity (영문)",
    authors: ["Priya Raman", "Lukas Brenner", "박준서(Jun-seo Park)"],
    year: 2022,
    topic: "Zero-Knowledge Proofs",
    technologyId: "zero-knowledge-proofs",
    abstract:
      "많은 자격 증명은 사실상 발급자의 서명입니다. 본 논문에서는 보유자가 서명이나 메시지를 공개하지 않고도, 공개된 조건을 만족하는 숨겨진 메시지에 대해 유효한 EdDSA 또는 ECDSA 서명을 갖고 있음을 영지식으로 증명하는 방법을 보여 줍니다. 제안하는 PLONK 회로는 룩업 인자(lookup argument)와 비원시 필드(non-native field) 연산을 사용해 ECDSA P-256 검증의 제약 조건 수를 일반 R1CS 인코딩 대비 4분의 1로 줄였으며, 노트북에서 3초 이내에 증명을 생성합니다.",
    keywords: ["zk-SNARK", "PLONK", "ECDSA", "EdDSA", "anonymous credentials"],
  },
  {
    id: "plonk-selective-disclosure",
    title: "PLONK Arithmetization for Selective-Disclosure Credentials (영문)",
    authors: ["Lukas Brenner", "Nadia Haddad"],
    year: 2020,
    topic: "Zero-Knowledge Proofs",
    technologyId: "zero-knowledge-proofs",
    abstract:
      "선택적 공개를 이용하면 생년월일을 밝히지 않고도 만 18세 이상임을 증명할 수 있습니다. 본 논문에서는 자격 증명 조건 증명에 쓰이는 Groth16과 PLONK를 비교하고, 회로가 자주 바뀌는 신원 시스템에서는 증명 크기가 더 크더라도 범용적이고 갱신 가능한 PLONK의 구조화된 참조 문자열(SRS)이 더 유리하다고 주장합니다. 날짜 연산과 Poseidon 해시 기반 머클 멤버십 증명을 위한 커스텀 게이트를 제시하며, 증명 크기는 1KB 미만, 검증 시간은 수 밀리초 수준입니다.",
    keywords: ["PLONK", "Groth16", "Poseidon", "selective disclosure", "KZG"],
  },
  {
    id: "recursive-snark-rollups",
    title: "Recursive SNARK Aggregation for Rollup State Proofs (영문)",
    authors: ["Nadia Haddad", "Oren Fischer"],
    year: 2023,
    topic: "Zero-Knowledge Proofs",
    technologyId: "zero-knowledge-proofs",
    abstract:
      "유효성 롤업은 트랜잭션 묶음이 체인을 한 상태 루트에서 다음 상태 루트로 옮겼다는 간결한 증명 하나를 게시합니다. 본 논문에서는 트랜잭션 청크에 대한 PLONK 증명을 곡선 사이클(cycle of curves) 위에서 재귀적으로 집계한 뒤, 정산 레이어에서 적은 비용으로 검증할 수 있는 최종 증명으로 감싸는 2계층 설계를 설명합니다. 또한 전송 4,096건 배치를 기준으로 증명자 병렬성, 메모리 사용량, 증명 생성 지연 시간을 분석합니다.",
    keywords: ["recursive proofs", "rollups", "PLONK", "Layer 2"],
  },
  {
    id: "threshold-ecdsa-custody",
    title: "Threshold ECDSA with Identifiable Abort for Digital-Asset Custody (영문)",
    authors: ["Oren Fischer", "Adaeze Okafor"],
    year: 2020,
    topic: "Multi-Party Computation",
    technologyId: "secure-multi-party-computation",
    abstract:
      "수탁기관은 서명 키를 여러 참여자에게 나누어 어떤 단일 머신도 전체 키를 보유하지 않도록 보호합니다. 본 논문에서는 분산 키 생성(DKG), 주기적 키 조각 갱신(proactive share refresh), 식별 가능한 중단(identifiable abort)을 지원하는 secp256k1용 t-of-n 임계 ECDSA 프로토콜을 제시하며, 프로토콜을 벗어난 참여자는 탐지되어 배제될 수 있습니다. 오프라인에서 미리 계산한 사전 서명(presignature) 덕분에 온라인 서명은 1라운드로 줄어들며, 여러 데이터센터에 걸친 2-of-3 및 3-of-5 구성의 지연 시간을 보고합니다.",
    keywords: ["threshold ECDSA", "MPC", "DKG", "identifiable abort", "custody"],
  },
  {
    id: "oprf-private-set-intersection",
    title: "Private Set Intersection for Contact Discovery with Oblivious PRFs (영문)",
    authors: ["Tomas Lindqvist", "Priya Raman"],
    year: 2018,
    topic: "Multi-Party Computation",
    technologyId: "secure-multi-party-computation",
    abstract:
      "비공개 집합 교집합(PSI)을 이용하면 두 참여자가 공통 항목만 알아내고 그 밖의 정보는 알 수 없습니다. 본 논문에서는 서버가 수백만 개, 클라이언트가 수백 개의 항목을 보유하는 불균형 환경인 연락처 탐색을 대상으로, Diffie-Hellman 기반 PSI와, 불확정 의사난수 함수(OPRF)를 쓰는 불확정 전송(OT) 확장 기반 프로토콜을 비교합니다. 서버 OPRF 출력을 압축한 Cuckoo 필터를 사용하면 클라이언트의 쿼리 한 번에 다운로드 2MB, 연산 시간 1초 미만이 소요됩니다.",
    keywords: ["PSI", "OPRF", "oblivious transfer", "Cuckoo filter"],
  },
  {
    id: "encrypted-gbdt-inference",
    title: "Encrypted Inference for Gradient-Boosted Trees under CKKS (영문)",
    authors: ["Elena Duarte", "Kenji Arai"],
    year: 2021,
    topic: "Privacy-Preserving ML",
    technologyId: "privacy-preserving-machine-learning",
    abstract:
      "트리 앙상블은 금융과 의료 분야의 정형 데이터 머신러닝에서 가장 널리 쓰이지만, 트리의 비교 연산은 동형암호로 처리하기 까다롭습니다. 본 논문에서는 각 분기 조건의 비교를 계단 함수의 저차 다항식 근사로 대체하고, CKKS 슬롯 패킹으로 트리의 모든 노드를 병렬로 평가한 뒤 리프 값을 동형적으로 합산합니다. 트리 100개로 구성된 신용평가 모델이 암호화된 특성 벡터에서 1.4초 만에 실행되며, 정확도 차이는 평문 모델 대비 0.3% 이내입니다.",
    keywords: ["CKKS", "encrypted inference", "gradient boosting", "polynomial approximation"],
  },
  {
    id: "he-secure-aggregation-fl",
    title: "Secure Aggregation for Cross-Silo Federated Learning with Threshold CKKS (영문)",
    authors: ["박준서(Jun-seo Park)", "Nadia Haddad", "Henrik Voss"],
    year: 2023,
    topic: "Privacy-Preserving ML",
    technologyId: "privacy-preserving-machine-learning",
    abstract:
      "기관 간(cross-silo) 연합학습에서는 소수의 기관이 하나의 모델을 함께 학습하는데, 이때 주고받는 모델 업데이트에서 학습 데이터가 유출될 수 있습니다. 본 논문에서는 복호화 키를 각 기관이 비밀 분산으로 나눠 갖는 임계 CKKS를 사용해, 집계 서버는 암호화된 업데이트를 더하기만 하고 최종 합계만 복호화되도록 합니다. 차분 프라이버시를 위한 클리핑과 가우시안 노이즈를 함께 적용한 이 프로토콜로 병원 다섯 곳에 걸쳐 ResNet-18을 학습했으며, 통신 오버헤드는 평문 FedAvg 대비 11%에 그쳤습니다.",
    keywords: ["federated learning", "secure aggregation", "threshold CKKS", "FedAvg"],
  },
  {
    id: "confidential-transactions-bulletproofs",
    title: "Confidential Transactions with Pedersen Commitments and Bulletproofs (영문)",
    authors: ["Lukas Brenner", "Mira Castellan"],
    year: 2019,
    topic: "Blockchain Privacy",
    technologyId: "blockchain-privacy",
    abstract:
      "기밀 트랜잭션은 퍼블릭 원장에서 금액을 숨기면서도 모든 노드가 새로운 가치가 만들어지지 않았음을 확인할 수 있게 합니다. 금액은 Pedersen 커밋먼트로 숨기고, 커밋먼트의 덧셈 동형성으로 입력과 출력의 합이 같음을 증명하며, Bulletproofs 범위 증명으로 신뢰 설정(trusted setup) 없이 각 출력이 음수가 아님을 보입니다. 본 논문에서는 Moduli Chain 트랜잭션 포맷에 적용한 설계와 64비트 금액에 대한 672바이트 크기의 집계 범위 증명, 그리고 블록 검증을 허용 시간 안에 마치게 하는 일괄 검증 방법을 설명합니다.",
    keywords: ["confidential transactions", "Pedersen commitments", "Bulletproofs", "range proofs"],
  },
  {
    id: "encrypted-mempool-threshold",
    title: "Encrypted Mempools with Threshold Decryption Against Front-Running (영문)",
    authors: ["Oren Fischer", "김수아(Soo-ah Kim)"],
    year: 2024,
    topic: "Blockchain Privacy",
    technologyId: "blockchain-privacy",
    abstract:
      "대기 중인 트랜잭션이 공개되어 있으면 블록 빌더가 트랜잭션의 순서를 바꾸거나, 끼워 넣거나, 검열해 이익을 취할 수 있습니다. 본 논문에서는 트랜잭션을 검증인 위원회의 임계 키로 암호화해, 블록 순서가 확정된 뒤에만 내용이 공개되도록 합니다. 키 관리 프로토콜과 키 조각을 일괄 처리하는 에포크 기반 임계 복호화 기법을 제시하고, 검증인 64개로 구성된 네트워크에서 블록 생성에 추가되는 지연 시간을 분석합니다.",
    keywords: ["encrypted mempool", "threshold encryption", "MEV", "front-running"],
  },
  {
    id: "dp-accounting-analytics",
    title: "Differential Privacy Accounting for Repeated Analytics Queries (영문)",
    authors: ["Nadia Haddad", "Elena Duarte"],
    year: 2014,
    topic: "Differential Privacy",
    technologyId: "differential-privacy",
    abstract:
      "분석 서비스는 같은 데이터에 대한 수많은 쿼리에 응답하며, 응답할 때마다 프라이버시 예산의 일부를 소모합니다. 본 논문에서는 개수, 합계, 히스토그램에 보정된 라플라스 또는 가우시안 노이즈를 더하고, 고급 합성(advanced composition)으로 누적 손실을 추적하는 쿼리 엔진을 설명합니다. 사용자별 기여 한도로 민감도 상한을 강제하는 방법과, 자주 쓰는 쿼리의 유용성을 유지하면서 전체 보장이 고정된 엡실론 안에 머물도록 대시보드별로 예산을 배분하는 방법을 보여 줍니다.",
    keywords: ["differential privacy", "composition", "Laplace mechanism", "privacy budget"],
  },
];
