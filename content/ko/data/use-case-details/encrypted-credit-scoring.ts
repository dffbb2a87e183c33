import { sample } from "../../../data/use-case-details/code/encrypted-credit-scoring";
import type { UseCaseDetail } from "../../../data/use-case-details/types";

export const detail: UseCaseDetail = {
  audience: "은행, 신용평가사, 대출 플랫폼",
  problem:
    "대출 기관은 다른 금융기관이 보유한 데이터(기존 부채, 상환 이력)로 신청자를 평가하고 싶지만, 개인정보 보호법과 신용정보법, 경쟁 관계 때문에 원본 금융 기록을 공유할 수 없습니다. 가명처리한 추출본도 재식별될 수 있고, 데이터가 결국 대출 기관에 남는다는 문제도 그대로입니다.",
  solution:
    "각 금융기관은 신청 세션별 CKKS 키로 신청자의 특성값을 암호화해 암호문만 전송합니다. 다항식으로 근사한 로지스틱 회귀나 소규모 그래디언트 부스팅 앙상블 같은 평가 모델이 TorusDB에서 암호화된 특성값을 그대로 연산합니다. 복호화되는 것은 최종 점수뿐이며, 이 역시 신청자의 대출 기관만 복호화할 수 있습니다.",
  architecture: [
    { name: "대출 기관 앱", role: "신청 건마다 CKKS 컨텍스트를 생성하고 비밀키를 보관합니다" },
    { name: "데이터 보유 기관", role: "요청받은 특성값을 공개키로 암호화해 암호문을 업로드합니다" },
    { name: "TorusDB", role: "평가 키만으로 신용평가 모델을 동형 연산합니다" },
    { name: "감사 로그", role: "어떤 특성값이 사용되었는지만 기록하고 값 자체는 남기지 않습니다" },
  ],
  stack: ["TorusDB", "TypeScript용 Nullspace SDK", "torus-he"],
  code: sample({
    fetch: "특성값은 다른 금융기관에서 이미 암호화된 상태로 도착합니다.",
    weights: "가중치는 평문, 특성값은 암호문 그대로",
  }),
  outcomes: [
    "신청자 데이터는 소유 기관 밖에서 평문으로 존재하지 않습니다",
    "다항식 근사 후에도 평가 점수가 평문 모델과 1e-4 이내로 일치합니다",
    "GPU 기반 TorusDB에서 1회 평가가 1초보다 훨씬 짧게 걸립니다",
  ],
};
