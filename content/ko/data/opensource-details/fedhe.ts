import { sharedOpenSourceDetails } from "../../../data/shared/opensource-details";
import { quickstart } from "../../../data/opensource-details/code/fedhe";
import type { OpenSourceDetail } from "../../../data/opensource-details/types";

export const detail: OpenSourceDetail = {
  ...sharedOpenSourceDetails.fedhe,
  quickstart: quickstart({ share: "공동 키 가운데 이 참여자의 몫", sent: "CKKS 암호문으로 전송" }),
  useWhen: [
    "여러 기관이 모델 하나를 함께 학습하되, 어느 기관도 다른 기관의 그래디언트를 봐서는 안 될 때",
    "이미 PyTorch와 FedAvg 방식의 학습 루프를 사용하고 있을 때",
    "암호화 집계의 비용을 연구할 때(이 프로젝트는 ‘연구’ 단계입니다)",
  ],
};
