import { sharedTechnologyDetails } from "../../../data/shared/technology-details";
import type { TechnologyDetail } from "../../../data/technology-details/types";

export const detail: TechnologyDetail = {
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
  ...sharedTechnologyDetails["homomorphic-encryption"],
};
