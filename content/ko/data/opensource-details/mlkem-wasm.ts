import { sharedOpenSourceDetails } from "../../../data/shared/opensource-details";
import { quickstart } from "../../../data/opensource-details/code/mlkem-wasm";
import type { OpenSourceDetail } from "../../../data/opensource-details/types";

export const detail: OpenSourceDetail = {
  ...sharedOpenSourceDetails["mlkem-wasm"],
  quickstart: quickstart({
    sender: "송신자: 32바이트 공유 비밀과 수신자에게 보낼 암호문을 만듭니다.",
    recipient: "수신자: 암호문에서 같은 비밀을 복원합니다.",
  }),
  useWhen: [
    "브라우저나 Node.js 앱에서 종단 간 양자내성 키를 설정해야 할 때",
    "네이티브 빌드 과정 없이 ML-KEM이나 ML-DSA를 사용하고 싶을 때",
    "번들 크기가 중요할 때: WASM 코어가 프런트엔드에 넣기에 충분히 작습니다",
  ],
};
