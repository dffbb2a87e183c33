/** /devhub/docs의 SDK 개발 문서: 빠른 시작, 플랫폼별 설치 명령과 샘플 코드, API 개요. */
import type { ApiError, Endpoint, SdkPlatform } from "../../data/devhub-docs";
import { withText } from "../../with-text";
import { sharedApiEndpoints, sharedApiErrors, sharedSdkPlatforms } from "../../data/shared/devhub-docs";

export type { ApiError, Endpoint, SdkPlatform } from "../../data/devhub-docs";
export { apiBaseUrls } from "../../data/shared/devhub-docs";

export const docsQuickstart: readonly string[] = [
  "개발자 프로그램에 가입해 샌드박스 API 키를 발급받습니다.",
  "발급받은 키를 셸 환경 변수 또는 시크릿 매니저에 NULLSPACE_API_KEY로 등록합니다.",
  "사용하는 플랫폼에 맞는 SDK를 설치합니다.",
  "아래 샘플을 실행합니다. ML-KEM-768 키를 생성하고 공유 비밀을 캡슐화하는 예제입니다.",
];

export const sdkPlatforms: readonly SdkPlatform[] = withText(sharedSdkPlatforms, (e) => e.id, {
  typescript: {
    requirements:
      "Node.js 20 이상 또는 최신 브라우저에서 동작합니다(PQC 코어는 WebAssembly로 구현되어 있습니다).",
  },
  python: { requirements: "Python 3.10 이상이 필요합니다." },
  rust: { requirements: "Rust 1.75 이상이 필요하며, 비동기 런타임으로 Tokio를 사용합니다." },
  go: { requirements: "Go 1.22 이상이 필요합니다." },
  kotlin: { requirements: "JDK 17 이상, Android는 API 레벨 26 이상이 필요합니다." },
  swift: { requirements: "Swift 5.9 이상, iOS 15 또는 macOS 12 이상이 필요합니다." },
});

export const apiEndpoints: readonly Endpoint[] = withText(
  sharedApiEndpoints,
  (e): string => `${e.method} ${e.path}`,
  {
    "POST /pqc/keys": {
      description: "HSM에서 ML-KEM, ML-DSA 또는 SLH-DSA 키를 생성하고 키 ID와 공개키를 반환합니다.",
    },
    "GET /pqc/keys/{keyId}": {
      description: "키의 메타데이터, 공개키, 정책을 조회합니다.",
    },
    "POST /pqc/encapsulate": {
      description: "공개키로 새 공유 비밀을 캡슐화합니다.",
    },
    "POST /pqc/keys/{keyId}/decapsulate": {
      description: "HSM 내부에서 암호문을 역캡슐화해 공유 비밀을 복원합니다.",
    },
    "POST /pqc/keys/{keyId}/sign": {
      description: "메시지나 다이제스트에 서명합니다(ML-DSA, SLH-DSA 또는 ECDSA와의 복합 서명).",
    },
    "POST /pqc/verify": {
      description: "공개키나 인증서로 서명을 검증합니다.",
    },
    "POST /he/contexts": {
      description: "CKKS 또는 BFV 컨텍스트를 등록하고 평가 키를 업로드합니다.",
    },
    "POST /he/uploads": {
      description: "대용량 암호문이나 평가 키를 위한 이어 올리기 업로드를 시작합니다.",
    },
    "POST /he/evaluate": {
      description: "등록된 모델이나 회로를 암호문 위에서 연산합니다.",
    },
    "POST /torusdb/{database}/query": {
      description: "암호화된 SQL 쿼리를 실행합니다. 결과도 암호화된 상태로 반환됩니다.",
    },
    "POST /zk/proofs": {
      description: "등록된 회로에 대한 Groth16 또는 PLONK 증명을 생성합니다.",
    },
    "POST /zk/verify": {
      description: "공개 입력값으로 증명을 검증합니다.",
    },
    "POST /mpc/sign": {
      description: "CUSP에 임계 서명을 요청합니다. 승인 정족수가 충족되면 완료됩니다.",
    },
    "DELETE /pqc/keys/{keyId}": {
      description: "보존 기간이 지난 뒤 키가 폐기되도록 예약합니다.",
    },
  },
);

export const apiAuth: readonly string[] = [
  "API 키는 Bearer 토큰으로 전송합니다: Authorization: Bearer ns_test_...(샌드박스) 또는 ns_live_...(운영 환경).",
  "키는 프로젝트와 환경 단위로 발급됩니다. 샌드박스 키는 운영 API에서 거부되며, 반대의 경우도 마찬가지입니다.",
  "POST 요청은 Idempotency-Key 헤더를 지원하므로, 타임아웃 후 재시도해도 키나 서명이 중복 생성되지 않습니다.",
];

export const apiErrors: readonly ApiError[] = withText(sharedApiErrors, (e) => e.error, {
  invalid_request: {
    meaning: "요청 본문이 유효성 검사를 통과하지 못했습니다. message 필드에 문제가 된 항목이 표시됩니다.",
  },
  unauthorized: {
    meaning: "API 키가 없거나 형식이 잘못되었거나 폐기되었습니다.",
  },
  policy_denied: {
    meaning: "키 정책상 이 작업 또는 호출자가 허용되지 않습니다.",
  },
  not_found: {
    meaning: "해당 ID의 키, 컨텍스트, 데이터베이스 또는 회로가 없습니다.",
  },
  idempotency_conflict: {
    meaning: "같은 멱등성 키가 다른 요청 본문과 함께 재사용되었습니다.",
  },
  rate_limited: {
    meaning: "요청이 너무 많습니다. Retry-After 헤더에 표시된 시간이 지난 후 다시 시도해 주세요.",
  },
});

export const apiLimits: readonly string[] = [
  "샌드박스: 프로젝트당 분당 요청 60건, 요청 본문은 최대 1 MiB입니다.",
  "1 MiB를 넘는 암호문은 /he/uploads의 이어 올리기 업로드로 전송합니다.",
  '모든 오류 응답 본문은 { "error": "...", "message": "..." } 형식의 JSON입니다.',
];
