import { sample } from "../../../data/use-case-details/code/federated-fraud-detection";
import type { UseCaseDetail } from "../../../data/use-case-details/types";

export const detail: UseCaseDetail = {
  audience: "은행 및 결제 대행사",
  problem:
    "사기 조직은 여러 금융기관에 걸쳐 활동을 분산하기 때문에 각 은행은 그 일부만 볼 수 있습니다. 그렇다고 공동 모델을 학습하려고 거래 데이터를 한데 모으는 것은 금융실명법의 비밀보장 규정과 개인정보 보호법 때문에 불가능합니다.",
  solution:
    "각 은행은 자체 거래 데이터로 공동 모델을 학습한 뒤, 클리핑하고 노이즈를 더한 업데이트를 공동 CKKS 키로 암호화해 제출합니다. 코디네이터는 암호문 상태로 집계하고, 정해진 수 이상의 은행이 협력해야만 평균 모델을 복호화할 수 있습니다. fedhe 라이브러리를 사용하면 이 과정을 일반적인 PyTorch 학습 루프에 그대로 연결할 수 있습니다.",
  architecture: [
    {
      name: "은행별 학습 노드",
      role: "로컬에서 학습하고 업데이트를 클리핑한 뒤 차분 프라이버시 노이즈를 더합니다",
    },
    { name: "공동 키 생성 절차", role: "다자간 CKKS 키를 분산 방식으로 생성합니다" },
    { name: "집계 서버", role: "암호화된 업데이트를 합산하며 복호화 키 조각은 보유하지 않습니다" },
    { name: "임계 복호화 참여자", role: "은행 3곳만 모이면 새 글로벌 모델을 복호화할 수 있습니다" },
  ],
  stack: ["fedhe", "torus-he", "Python용 Nullspace SDK"],
  code: sample({ submit: "은행을 떠나기 전에 암호화됩니다" }),
  outcomes: [
    "거래 데이터를 하나도 공유하지 않고 은행 간 사기 패턴을 학습할 수 있습니다",
    "집계 서버는 개별 은행의 업데이트를 들여다볼 수 없습니다",
    "각 은행이 기여한 데이터의 프라이버시 보장 수준을 정량적으로 확인할 수 있습니다",
  ],
};
