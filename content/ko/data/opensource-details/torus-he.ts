import { sharedOpenSourceDetails } from "../../../data/shared/opensource-details";
import { quickstart } from "../../../data/opensource-details/code/torus-he";
import type { OpenSourceDetail } from "../../../data/opensource-details/types";

export const detail: OpenSourceDetail = {
  ...sharedOpenSourceDetails["torus-he"],
  quickstart: quickstart({
    params: "N = 2^15, 128비트 보안, 부트스트래핑 한 번에 충분한 깊이",
    raise: "모든 슬롯을 한 번에 3% 인상",
  }),
  useWhen: [
    "Rust 서비스에서 CKKS나 BFV를 쓰거나, C API를 통해 다른 언어에 내장하고 싶을 때",
    "부트스트래핑이나 GPU 가속이 필요한 워크로드일 때",
    "TorusDB가 바로 읽을 수 있는 암호문이 필요할 때",
  ],
};
