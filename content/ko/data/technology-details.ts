/** 연구 기술 상세 페이지(/research/technologies/{id})의 한국어 본문. 키와 관련 핵심 기술 id는 영문 모듈과 같습니다. */
import type { TechnologyDetail } from "../../data/technology-details";

export type { TechnologyDetail } from "../../data/technology-details";

export const technologyDetails: Readonly<Record<string, TechnologyDetail>> = {
  "homomorphic-encryption": {
    overview:
      "동형암호(HE)를 사용하면 서버가 암호문을 복호화하지 않은 채 연산하고, 키 보유자만 읽을 수 있는 암호화된 결과를 돌려줄 수 있습니다. 최신 기법은 Ring Learning With Errors(RLWE) 문제에 기반하며 크게 세 계열로 나뉩니다. 실수의 근사 연산을 위한 CKKS, 정확한 정수 연산을 위한 BFV와 BGV, 작은 값의 빠른 부트스트래핑과 임의의 룩업 테이블 평가를 위한 TFHE입니다.",
    howItWorks: [
      "데이터를 다항식으로 인코딩한 뒤 RLWE로 암호화합니다. 작은 무작위 오류가 메시지를 가려 줍니다.",
      "암호문에 대한 덧셈과 곱셈은 숨겨진 메시지에 그대로 반영되며, 연산할 때마다 오류가 커집니다.",
      "재선형화와 리스케일링(CKKS), 모듈러스 스위칭(BGV)으로 암호문 크기를 작게 유지하고 오류를 제어합니다.",
      "부트스트래핑은 복호화 과정을 동형적으로 평가해 암호문을 갱신하므로, 깊이에 제한 없이 회로를 계산할 수 있습니다.",
    ],
    standards: [
      "HomomorphicEncryption.org 보안 표준(파라미터 테이블)",
      "ISO/IEC 18033-6(부분동형암호)",
      "ISO/IEC 28033(완전동형암호, 제정 중)",
    ],
    applications: [
      "암호화된 컬럼에 대해 SQL 집계를 처리하는 암호화 데이터베이스",
      "의료 및 금융 모델에 대한 프라이버시 보호 추론",
      "원본 데이터를 공유하지 않는 기관 간 데이터 분석",
    ],
    relatedCoreTech: ["ckks", "he-federated-learning"],
  },
  "post-quantum-cryptography": {
    overview:
      "대규모 양자 컴퓨터가 등장하면 Shor 알고리즘으로 RSA와 타원곡선 암호를 깰 수 있습니다. 양자내성암호는 이를 양자 공격에도 안전하다고 여겨지는 기법으로 대체합니다. NIST는 2024년에 첫 표준을 확정했으며, 키 캡슐화를 위한 ML-KEM과 전자서명을 위한 ML-DSA, SLH-DSA가 여기에 포함됩니다. 국내에서는 KpqC 공모전이 HAETAE, AIMer, SMAUG-T, NTRU+를 선정했고, Nullspace는 이 결과도 함께 연구합니다.",
    howItWorks: [
      "ML-KEM(FIPS 203)은 Module-LWE 공개키로 공유 비밀을 만들고, 이를 암호문에 캡슐화해 키 소유자에게 전달합니다.",
      "ML-DSA(FIPS 204)는 모듈 격자 위에서 Fiat-Shamir 변환에 거부 샘플링을 더한 방식으로 서명합니다.",
      "SLH-DSA(FIPS 205)는 해시 함수만으로 무상태 서명을 구성하는 보수적인 대안입니다.",
      "하이브리드 모드는 기존 알고리즘과 양자내성 알고리즘을 결합해, 둘 중 하나만 깨져서는 안전성이 무너지지 않게 합니다.",
    ],
    standards: [
      "FIPS 203(ML-KEM, 키 캡슐화)",
      "FIPS 204(ML-DSA, 전자서명)",
      "FIPS 205(SLH-DSA, 해시 기반 서명)",
      "TLS 1.3용 X25519MLKEM768 하이브리드 그룹",
    ],
    applications: [
      "‘선 수집 후 해독’ 공격에 대비한 양자내성 TLS·VPN 키 교환",
      "장기간 운용되는 기기를 위한 코드 및 펌웨어 서명",
      "암호 인벤토리 구축과 암호 민첩성 기반의 전환 계획",
    ],
    relatedCoreTech: ["ml-kem", "ml-dsa"],
  },
  "zero-knowledge-proofs": {
    overview:
      "영지식증명은 명제가 참이라는 사실 외에는 아무것도 드러내지 않고 검증자를 납득시키는 증명입니다. zk-SNARK는 이러한 증명을 수백 바이트 크기로 줄이고 수 밀리초 만에 검증할 수 있게 해, 비공개 자격 증명은 물론 수천 건의 블록체인 트랜잭션이 올바르게 실행되었음을 입증하는 데에도 쓰입니다.",
    howItWorks: [
      "증명할 명제를 산술 회로(R1CS 또는 PLONK 방식의 게이트 테이블)로 표현합니다.",
      "증명자는 KZG 같은 다항식 커밋먼트로 증인(witness)에 커밋합니다.",
      "Fiat-Shamir 변환으로 얻은 무작위 챌린지가 대화형 증명을 하나의 메시지로 압축합니다.",
      "검증자는 회로 크기와 관계없이 몇 개의 페어링 또는 해시 등식만 확인합니다.",
    ],
    standards: ["Groth16", "PLONK(KZG 커밋먼트)", "zk-STARK(FRI, 해시 기반, 투명한 설정)", "Poseidon 해시"],
    applications: [
      "선택적 공개를 지원하는 신원 자격 증명",
      "레이어 2 확장을 위한 유효성 롤업",
      "잔액을 노출하지 않는 준비금 증명과 규제 준수 증명",
    ],
    relatedCoreTech: ["zk-snark"],
  },
  "secure-multi-party-computation": {
    overview:
      "다자간 계산을 사용하면 여러 참여자가 각자의 비공개 입력으로 함수를 함께 계산하면서도 결과 외에는 아무것도 알 수 없습니다. 임계 암호는 MPC를 키에 적용한 것으로, 서명 키를 분할해 어떤 단일 머신도 키 전체를 보유하지 않게 합니다.",
    howItWorks: [
      "입력을 비밀 분산해, t개 미만의 조각으로는 아무 정보도 얻을 수 없게 합니다.",
      "선형 연산은 각 조각에서 로컬로 계산하고, 곱셈에는 사전 처리한 Beaver 트리플이나 불확정 전송(OT)을 사용합니다.",
      "각 메시지에 붙은 영지식증명으로 부정행위를 한 참여자를 탐지하며, 식별 가능한 중단(identifiable abort)을 적용하면 그 참여자를 특정할 수 있습니다.",
      "완전한 ECDSA 또는 EdDSA 서명처럼 최종 결과만 복원됩니다.",
    ],
    standards: [
      "Shamir 비밀 분산",
      "임계 ECDSA(GG20, CGGMP21 계열)",
      "FROST 임계 Schnorr 서명",
      "OPRF 기반 비공개 집합 교집합(PSI)",
    ],
    applications: [
      "디지털 자산 수탁 및 지갑 키 보호",
      "연락처 탐색과 광고 성과 측정을 위한 비공개 집합 교집합",
      "은행 간 공동 이상거래 분석",
    ],
    relatedCoreTech: ["threshold-mpc"],
  },
  "privacy-preserving-machine-learning": {
    overview:
      "프라이버시 보호 머신러닝은 학습과 추론 과정에서 데이터를 보호합니다. 암호화 추론은 동형암호로 암호화한 입력에 모델을 실행하며, 연합학습은 데이터를 원래 위치에 둔 채 보안 집계와 차분 프라이버시를 적용해 모델 업데이트를 결합합니다.",
    howItWorks: [
      "추론에서는 비선형 레이어를 다항식 근사로 대체해 CKKS로 평가합니다.",
      "학습에서는 각 참여자가 자체 데이터로 업데이트를 로컬에서 계산합니다.",
      "업데이트를 클리핑하고 노이즈를 더해 암호화하며, 집계 서버는 그 합계만 복호화합니다.",
      "프라이버시 회계로 라운드 전체에 걸쳐 누적된 차분 프라이버시 예산을 추적합니다.",
    ],
    standards: ["CKKS", "임계 CKKS 보안 집계", "FedAvg", "DP-SGD"],
    applications: [
      "병원 컨소시엄의 진단 모델 공동 학습",
      "암호화된 신청자 데이터 기반 신용평가",
      "중앙에서 데이터를 수집하지 않는 온디바이스 개인화",
    ],
    relatedCoreTech: ["he-federated-learning", "ckks"],
  },
  "blockchain-privacy": {
    overview:
      "퍼블릭 블록체인에서는 모든 잔액과 트랜잭션이 공개됩니다. 블록체인 프라이버시는 커밋먼트, 범위 증명, 영지식증명, 임계 암호화를 활용해 원장의 검증 가능성은 유지하면서 금액, 거래 당사자, 대기 중인 주문을 숨깁니다.",
    howItWorks: [
      "Pedersen 커밋먼트는 금액을 숨기면서도 검증인이 가치 보존 여부를 확인할 수 있게 합니다.",
      "Bulletproofs 범위 증명은 신뢰 설정(trusted setup) 없이 모든 출력이 음수가 아님을 보여 줍니다.",
      "zk-SNARK로 프라이빗 스마트 컨트랙트의 상태 전이가 규칙을 따른다는 것을 증명합니다.",
      "임계 암호화 멤풀은 트랜잭션 순서가 확정된 뒤에만 내용을 공개합니다.",
    ],
    standards: ["Pedersen 커밋먼트", "Bulletproofs", "zk-SNARK(PLONK 기반)", "임계 암호화"],
    applications: [
      "기밀 결제와 증권 토큰화",
      "프런트러닝에 강한 탈중앙화 거래소",
      "온체인 비밀 투표와 밀봉 입찰 경매",
    ],
    relatedCoreTech: ["zk-snark", "threshold-mpc"],
  },
  "differential-privacy": {
    overview:
      "차분 프라이버시(DP)는 어떤 한 사람의 데이터를 추가하거나 제거해도 분석 결과가 거의 달라지지 않음을 수학적으로 보장합니다. 보정된 노이즈를 더하고, 결과를 공개할 때마다 소모되는 프라이버시 예산을 관리해 이를 달성합니다.",
    howItWorks: [
      "사용자별 기여도를 제한해 쿼리의 민감도를 알 수 있게 합니다.",
      "라플라스 또는 가우시안 메커니즘이 민감도와 프라이버시 파라미터 엡실론에 맞춰 노이즈를 더합니다.",
      "프라이버시 회계로 반복 공개에 따른 손실을 합산합니다(고급 합성, Rényi DP, zCDP).",
      "차분 프라이버시가 적용된 결과는 후처리해도 보장 수준이 약해지지 않습니다.",
    ],
    standards: [
      "(ε, δ)-차분 프라이버시",
      "Rényi 차분 프라이버시",
      "영집중 차분 프라이버시(zCDP)",
      "NIST SP 800-226(차분 프라이버시 평가 지침)",
    ],
    applications: [
      "개인정보를 다루는 이용 분석과 대시보드",
      "통계 및 합성 데이터 공개",
      "연합학습 업데이트에 대한 노이즈 추가",
    ],
    relatedCoreTech: ["he-federated-learning"],
  },
};
