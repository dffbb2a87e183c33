import { sharedOpenSourceDetails } from "../../../data/shared/opensource-details";
import { quickstart } from "../../../data/opensource-details/code/thresh-sign";
import type { OpenSourceDetail } from "../../../data/opensource-details/types";

export const detail: OpenSourceDetail = {
  ...sharedOpenSourceDetails["thresh-sign"],
  quickstart: quickstart({
    parties: "참여자 셋 중 누구든 둘이 모이면 서명할 수 있고, 참여자끼리는 상호 인증한 gRPC로 통신합니다.",
  }),
  useWhen: [
    "어떤 서버나 사람도 서명 키 전체를 가져서는 안 될 때",
    "기존 검증기가 그대로 받아들이는 표준 ECDSA·EdDSA 서명이 필요할 때",
    "공개키를 바꾸지 않고 키 조각을 갱신하고 싶을 때",
  ],
};
