import { sharedOpenSourceDetails } from "../../../data/shared/opensource-details";
import { quickstart } from "../../../data/opensource-details/code/pq-tls-proxy";
import type { OpenSourceDetail } from "../../../data/opensource-details/types";

export const detail: OpenSourceDetail = {
  ...sharedOpenSourceDetails["pq-tls-proxy"],
  quickstart: quickstart({
    file: "pqproxy.yaml: 레거시 서비스 앞단에서 하이브리드 양자내성 TLS를 종료합니다",
    groups: "하이브리드 우선, 기존 방식은 대체용",
  }),
  useWhen: [
    "모든 서비스를 업그레이드하기 전에 ‘선 수집 후 해독’ 공격으로부터 트래픽을 보호해야 할 때",
    "허용할 키 교환 그룹을 정책 파일로 관리해야 할 때",
    "이미 양자내성 그룹으로 협상하는 클라이언트가 얼마나 되는지 지표로 확인하고 싶을 때",
  ],
};
