import type { OpenSourceProject } from "../../schemas/entities";
import { OPEN_SOURCE_FIELDS, sharedOpenSourceProjects } from "../../data/shared/opensource";
import { withText } from "../../with-text";

export const openSourceProjects: readonly OpenSourceProject[] = withText(
  sharedOpenSourceProjects,
  (e) => e.id,
  {
    "torus-he": {
      shortDescription:
        "부트스트래핑, RNS 연산, 선택적 CUDA 가속을 지원하는 CKKS·BFV 동형암호 Rust 라이브러리입니다.",
      technicalHighlights: ["CKKS 부트스트래핑", "AVX-512 기반 RNS-NTT", "TorusDB와 호환되는 직렬화 형식"],
    },
    "mlkem-wasm": {
      shortDescription:
        "ML-KEM(FIPS 203)과 ML-DSA(FIPS 204)를 WebAssembly로 컴파일한 라이브러리로, 브라우저와 Node.js에서 쓸 수 있는 타입 지원 TypeScript API를 제공합니다.",
      technicalHighlights: ["상수 시간 WASM 코어", "NIST ACVP 테스트 벡터 통과", "gzip 압축 시 12KB"],
    },
    "moduli-circuits": {
      shortDescription:
        "서명 검증, 머클 멤버십 증명, 범위 증명을 위한 감사 완료 영지식 회로를 Circom과 Noir로 제공합니다.",
      technicalHighlights: ["회로 내 ECDSA 검증", "Poseidon 머클 트리", "PLONK 및 Groth16 백엔드"],
    },
    "thresh-sign": {
      shortDescription:
        "다자간 계산 기반의 임계 ECDSA·EdDSA 서명 라이브러리로, 분산 키 생성과 키 조각 갱신을 지원합니다.",
      technicalHighlights: [
        "CGGMP21 프로토콜",
        "식별 가능한 중단(identifiable abort)",
        "참여자 간 gRPC 통신",
      ],
    },
    fedhe: {
      shortDescription:
        "연합학습 업데이트를 CKKS로 암호화한 상태에서 집계하고 임계 복호화하는 PyTorch 플러그인입니다.",
      technicalHighlights: ["FedAvg를 그대로 대체", "멀티키 CKKS 집계", "차분 프라이버시 클리핑"],
    },
    "pq-tls-proxy": {
      shortDescription:
        "레거시 서비스 앞단에서 X25519MLKEM768 하이브리드 TLS 1.3을 종료하는 리버스 프록시로, 코드 변경 없이 양자내성 통신으로 전환할 수 있습니다.",
      technicalHighlights: ["하이브리드 키 교환", "암호 민첩성 정책 파일", "Prometheus 메트릭"],
    },
  },
  OPEN_SOURCE_FIELDS,
);
