import { sharedTechnologyDetails } from "../../../data/shared/technology-details";
import type { TechnologyDetail } from "../../../data/technology-details/types";

export const detail: TechnologyDetail = {
  overview:
    "프라이버시 보호 머신러닝은 학습과 추론 과정에서 데이터를 보호합니다. 암호화 추론은 동형암호로 암호화한 입력에 모델을 실행하며, 연합학습은 데이터를 원래 위치에 둔 채 보안 집계와 차분 프라이버시를 적용해 모델 업데이트를 결합합니다.",
  howItWorks: [
    "추론에서는 비선형 레이어를 다항식 근사로 대체해 CKKS로 평가합니다.",
    "학습에서는 각 참여자가 자체 데이터로 업데이트를 로컬에서 계산합니다.",
    "업데이트를 클리핑하고 노이즈를 더해 암호화하며, 집계 서버는 그 합계만 복호화합니다.",
    "프라이버시 회계로 라운드 전체에 걸쳐 누적된 차분 프라이버시 예산을 추적합니다.",
  ],
  standards: ["CKKS", "임계 CKKS 보안 집계", "FedAvg", "DP-SGD"],
  applications: [
    "병원 컨소시엄의 진단 모델 공동 학습",
    "암호화된 신청자 데이터 기반 신용평가",
    "중앙에서 데이터를 수집하지 않는 온디바이스 개인화",
  ],
  ...sharedTechnologyDetails["privacy-preserving-machine-learning"],
};
