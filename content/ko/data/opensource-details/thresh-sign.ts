import { quickstart } from "../../../data/opensource-details/code/thresh-sign";
import type { OpenSourceDetail } from "../../../data/opensource-details/types";

export const detail: OpenSourceDetail = {
  license: "Apache-2.0",
  quickstart,
  useWhen: [
    "어떤 서버나 사람도 서명 키 전체를 가져서는 안 될 때",
    "기존 검증기가 그대로 받아들이는 표준 ECDSA·EdDSA 서명이 필요할 때",
    "공개 키를 바꾸지 않고 키 조각을 갱신하고 싶을 때",
  ],
  coreTech: ["threshold-mpc"],
};
