import { sample } from "../../../data/use-case-details/code/private-medical-analytics";
import type { UseCaseDetail } from "../../../data/use-case-details/types";

export const detail: UseCaseDetail = {
  audience: "병원 네트워크, 연구 컨소시엄, 공공 보건 기관",
  problem:
    "연구자들은 치료법별 생존율이나 동반 질환 수 같은 코호트 통계를 여러 병원에서 얻어야 합니다. 환자 기록을 중앙 데이터 웨어하우스로 옮기려면 수개월이 걸리는 동의 절차와 윤리 승인이 필요하고, 공격자에게 매우 매력적인 단일 표적이 생깁니다.",
  solution:
    "각 병원은 환자 기록 옆에 Epsilon 노드를 운영합니다. 쿼리는 비공개 집합 교집합(PSI, 여러 기관에서 치료받은 환자 식별), 암호화 집계(CKKS 합계와 건수), 결과 공개 전 차분 프라이버시 단계로 나뉘어 실행됩니다. 코디네이터는 연구의 프라이버시 예산 범위 안에서 노이즈가 더해진 집계값만 볼 수 있습니다.",
  architecture: [
    { name: "병원별 Epsilon 노드", role: "환자 기록을 원내에 보관한 채 프로토콜을 실행합니다" },
    { name: "쿼리 플래너", role: "SQL을 PSI, 암호화 집계, 노이즈 연산자로 변환합니다" },
    { name: "임계 복호화", role: "5개 병원 중 3곳이 협력해야만 결과를 복호화할 수 있습니다" },
    { name: "예산 원장", role: "데이터셋별로 사용한 엡실론을 기록하고 예산을 초과하는 쿼리는 거부합니다" },
  ],
  stack: ["Epsilon", "Python용 Nullspace SDK", "torus-he"],
  code: sample({ budget: "연구 예산에서 차감" }),
  outcomes: [
    "원본 기록이 아닌 집계값에 대한 데이터 공유 협약만으로 연구를 시작할 수 있습니다",
    "어떤 기관도 다른 기관의 환자 명단을 알 수 없습니다",
    "공개되는 모든 수치의 프라이버시 손실이 기록으로 남습니다",
  ],
};
