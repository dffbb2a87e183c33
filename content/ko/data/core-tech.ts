import type { CoreTech } from "../../schemas/entities";
import { CORE_TECH_FIELDS, sharedCoreTechnologies } from "../../data/shared/core-tech";
import { withText } from "../../with-text";

export const coreTechnologies: readonly CoreTech[] = withText(
  sharedCoreTechnologies,
  (e) => e.id,
  {
    ckks: {
      name: "CKKS",
      fullName: "Cheon-Kim-Kim-Song 근사 동형암호",
      shortDescription:
        "실수와 복소수에 대한 근사 연산을 지원하는 동형암호로, 암호화된 상태의 머신러닝과 통계 분석에 가장 널리 쓰이는 방식입니다.",
      securityLevel: "128비트 (RLWE, HomomorphicEncryption.org 권장 파라미터)",
      technicalHighlights: [
        "암호문 하나에 최대 N/2개 슬롯을 담는 SIMD 패킹",
        "부트스트래핑으로 곱셈 깊이 제한 없이 연산",
        "리스케일링으로 레벨 전반의 정밀도 유지",
        "NTT와 키 스위칭을 위한 GPU 커널",
      ],
    },
    "ml-kem": {
      name: "ML-KEM",
      fullName: "모듈 격자 기반 키 캡슐화 메커니즘 (FIPS 203)",
      shortDescription:
        "CRYSTALS-Kyber를 바탕으로 NIST가 표준화한 키 캡슐화 메커니즘으로, 양자내성 키 교환에 쓰입니다.",
      securityLevel: "NIST 보안 카테고리 1, 3, 5 (ML-KEM-512/768/1024)",
      technicalHighlights: [
        "FIPS 203 테스트 벡터로 검증한 상수 시간 구현",
        "TLS 1.3용 X25519MLKEM768 하이브리드 키 교환",
        "선택 암호문 공격에 대응하는 암묵적 거부",
      ],
    },
    "ml-dsa": {
      name: "ML-DSA",
      fullName: "모듈 격자 기반 전자서명 알고리즘 (FIPS 204)",
      shortDescription:
        "CRYSTALS-Dilithium에서 출발한 양자내성 전자서명으로, 코드 서명, 인증서, 블록체인 트랜잭션에 사용됩니다.",
      securityLevel: "NIST 보안 카테고리 2, 3, 5 (ML-DSA-44/65/87)",
      technicalHighlights: [
        "결정적 서명과 헤지드 서명 모드",
        "ML-DSA와 ECDSA를 함께 담는 복합 인증서",
        "대량 처리가 필요한 원장 워크로드를 위한 병렬 검증",
      ],
    },
    "zk-snark": {
      name: "zk-SNARK",
      fullName: "영지식 간결 비대화형 지식 논증",
      shortDescription:
        "증인(witness)을 공개하지 않고도 명제가 참임을 보이는 간결한 증명(Groth16, PLONK)으로, 온체인에서 밀리초 단위로 검증됩니다.",
      securityLevel: "BLS12-381에서 약 128비트, BN254에서 약 100비트",
      technicalHighlights: [
        "커스텀 게이트와 룩업 인자를 지원하는 PLONK",
        "롤업을 위한 재귀 증명 집계",
        "서명자를 밝히지 않는 서명 유효성 증명",
      ],
    },
    "threshold-mpc": {
      name: "임계 MPC",
      fullName: "다자간 계산 기반 임계 서명",
      shortDescription:
        "어느 참여자도 개인키 전체를 갖지 않는 t-of-n ECDSA·EdDSA 서명 기술로, 키 조각을 주기적으로 선제 갱신합니다.",
      securityLevel: "악의적 공격자 모델에서 안전, 식별 가능한 중단(identifiable abort) 지원",
      technicalHighlights: [
        "신뢰할 수 있는 딜러 없이 수행하는 분산 키 생성",
        "키 조각의 선제적 갱신",
        "사전 서명으로 1라운드 온라인 서명",
      ],
    },
    "he-federated-learning": {
      name: "HE-FL",
      fullName: "동형암호 기반 연합학습",
      shortDescription:
        "모델 업데이트를 암호화된 상태로 집계하는 연합학습으로, 코디네이터는 어느 참여자의 그래디언트도 볼 수 없습니다.",
      securityLevel: "128비트 (CKKS), 멀티키 복호화",
      technicalHighlights: [
        "그래디언트의 암호화 보안 집계",
        "글로벌 모델의 임계 복호화",
        "멤버십 추론 공격을 막는 차분 프라이버시 노이즈",
      ],
    },
  },
  CORE_TECH_FIELDS,
);
