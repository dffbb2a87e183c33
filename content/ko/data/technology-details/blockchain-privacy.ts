import { sharedTechnologyDetails } from "../../../data/shared/technology-details";
import type { TechnologyDetail } from "../../../data/technology-details/types";

export const detail: TechnologyDetail = {
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
  ...sharedTechnologyDetails["blockchain-privacy"],
};
