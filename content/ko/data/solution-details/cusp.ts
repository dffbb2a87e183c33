import { sharedSolutionDetails } from "../../../data/shared/solution-details";
import type { SolutionDetail } from "../../../data/solution-details/types";

export const detail: SolutionDetail = {
  overview:
    "CUSP는 키 수탁, 서명, 정책 관리를 하나로 통합한 플랫폼입니다. 키를 임계 MPC로 분할해 서로 독립된 노드와 HSM에 나누어 두므로, 어떤 장비나 관리자, 공격자도 개인키 전체를 손에 넣을 수 없습니다.",
  features: [
    {
      title: "임계 서명",
      body: "키 조각 보유자들이 함께 t-of-n ECDSA·EdDSA 서명을 생성합니다. 일반 서명을 검증하는 모든 체인과 호환됩니다.",
    },
    {
      title: "HSM 연동",
      body: "키 조각을 PKCS#11 HSM이나 클라우드 KMS에 보관할 수 있으며, 여러 벤더를 섞어 써서 신뢰가 한곳에 집중되지 않도록 합니다.",
    },
    {
      title: "정책 엔진",
      body: "키 조각이 서명에 참여하기 전에 승인 정족수, 지출 한도, 허용 목록, 허용 시간대를 먼저 확인합니다.",
    },
    {
      title: "통합 콘솔",
      body: "모든 키의 인벤토리, 승인, 감사 기록, 양자내성암호 전환 현황을 한곳에서 관리합니다.",
    },
  ],
  howItWorks: [
    "분산 키 생성으로 서로 독립된 노드에 키 조각을 만듭니다. 전체 키는 어디에도 존재하지 않습니다.",
    "서명 요청은 정책 검사를 거쳐 필요한 승인을 받습니다.",
    "키 조각 보유자들이 임계 서명 프로토콜을 실행해 표준 서명 하나를 만들어 냅니다.",
    "키 조각을 선제적으로 갱신하므로, 예전 키 조각을 탈취당해도 쓸모가 없습니다.",
  ],
  useCases: [
    "거래소와 은행의 디지털 자산 수탁",
    "여러 릴리스 팀이 함께 쓰는 코드 서명 키",
    "다자 승인 기반의 자금 운용",
  ],
  ...sharedSolutionDetails.cusp,
};
