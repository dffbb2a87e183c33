import { sharedSolutionDetails } from "../../../data/shared/solution-details";
import type { SolutionDetail } from "../../../data/solution-details/types";

export const detail: SolutionDetail = {
  overview:
    "PQC-Function은 API 호출 한 번으로 어떤 서비스에든 양자내성암호를 제공합니다. ML-KEM 키 캡슐화, ML-DSA·SLH-DSA 서명은 물론, 생태계 전환 기간 동안 이를 X25519·ECDSA와 결합하는 하이브리드 모드도 지원합니다.",
  features: [
    {
      title: "NIST 표준 알고리즘",
      body: "ML-KEM(FIPS 203), ML-DSA(FIPS 204), SLH-DSA(FIPS 205)를 표준화된 모든 파라미터 세트로 지원합니다.",
    },
    {
      title: "기본값은 하이브리드",
      body: "X25519MLKEM768 키 합의와 ML-DSA + ECDSA 복합 서명으로, 새 알고리즘이 깨지더라도 기존 암호의 안전성은 유지됩니다.",
    },
    {
      title: "HSM 내 키 보관",
      body: "개인키는 FIPS 140-3 인증 HSM 안에서 생성하고 사용합니다. API는 키 핸들만 반환하며 키 자체는 절대 내보내지 않습니다.",
    },
    {
      title: "REST 및 gRPC",
      body: "같은 기능을 HTTPS JSON과 gRPC로 제공하며, 멱등성 키와 키별 사용 정책을 지원합니다.",
    },
  ],
  howItWorks: [
    "알고리즘과 정책(허용 연산, 호출 주체, 교체 주기)을 지정해 키를 생성합니다.",
    "키 핸들로 캡슐화, 역캡슐화, 서명, 검증 API를 호출합니다. 페이로드는 base64url 형식입니다.",
    "모든 호출은 감사를 위해 키 ID와 호출 주체와 함께 기록되며, 평문은 기록하지 않습니다.",
    "애플리케이션 코드를 바꾸지 않고 정책만으로 키를 교체하거나 알고리즘을 전환할 수 있어 암호 민첩성을 확보합니다.",
  ],
  useCases: [
    "수십 년간 기밀을 유지해야 하는 아카이브의 양자내성 봉투 암호화",
    "양자내성 코드 서명 및 펌웨어 서명",
    "내부 서비스 간 통신을 위한 하이브리드 키 교환",
  ],
  ...sharedSolutionDetails["pqc-function"],
};
