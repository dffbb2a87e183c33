import { sharedOpenSourceDetails } from "../../../data/shared/opensource-details";
import { quickstart } from "../../../data/opensource-details/code/moduli-circuits";
import type { OpenSourceDetail } from "../../../data/opensource-details/types";

export const detail: OpenSourceDetail = {
  ...sharedOpenSourceDetails["moduli-circuits"],
  quickstart: quickstart({
    membership: "어느 리프인지 밝히지 않고, 그 리프가 깊이 20인 머클 트리에 있음을 증명합니다.",
  }),
  useWhen: [
    "허용 목록, 자격 증명, 서명 검증을 위한 감사 완료 회로 구성 요소가 필요할 때",
    "snarkjs 같은 Groth16·PLONK 증명 도구를 쓸 때",
    "Circom과 Noir에서 같은 회로를 쓰고 싶을 때",
  ],
};
