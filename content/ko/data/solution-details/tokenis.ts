import { sharedSolutionDetails } from "../../../data/shared/solution-details";
import type { SolutionDetail } from "../../../data/solution-details/types";

export const detail: SolutionDetail = {
  overview:
    "Tokenis는 채권, 펀드, 매출채권 같은 실물자산을 토큰으로 발행하고 관리합니다. 잔액과 전송 금액은 기밀로 유지되며, 영지식증명을 통해 모든 전송이 자산 규칙을 지켰음을 규제 기관과 거래 상대방에게 보여 줍니다.",
  features: [
    {
      title: "기밀 잔액",
      body: "금액은 Pedersen 커밋먼트로 표현되며, 범위 증명으로 금액을 공개하지 않고도 음수가 아님을 증명합니다.",
    },
    {
      title: "증명으로 구현하는 규제 준수",
      body: "허용 목록, 보유 한도, 보호예수 같은 전송 규칙을 온체인에서 검증되는 zk-SNARK 회로로 강제합니다.",
    },
    {
      title: "선택적 공개",
      body: "감사인은 원장 전체가 아니라 특정 자산이나 기간으로 범위가 제한된 조회 키를 받습니다.",
    },
    {
      title: "생애주기 자동화",
      body: "이자 지급, 상환, 배당 같은 기업 이벤트를 예약 실행되는 감사 가능한 컨트랙트로 처리합니다.",
    },
  ],
  howItWorks: [
    "발행자가 자산과 전송 규칙, 보유자에게 필요한 신원 증명 요건을 정의합니다.",
    "보유자는 서류를 제출하는 대신 영지식 자격 증명으로 자격을 증명합니다.",
    "모든 전송에는 입출력 금액이 일치하고 규칙이 지켜졌음을 보이는 Groth16 또는 PLONK 증명이 첨부됩니다.",
    "검증인이 밀리초 단위로 증명을 검증하고 커밋먼트를 갱신합니다.",
  ],
  useCases: [
    "보유 포지션이 기밀로 유지되는 디지털 채권",
    "자격을 갖춘 투자자에게만 배분되는 펀드 수익증권",
    "공급업체와 은행 간 매출채권 금융",
  ],
  ...sharedSolutionDetails.tokenis,
};
