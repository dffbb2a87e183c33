import { sample } from "../../../data/use-case-details/code/quantum-safe-vpn";
import type { UseCaseDetail } from "../../../data/use-case-details/types";

export const detail: UseCaseDetail = {
  audience: "장기간 보호해야 할 기밀을 다루는 조직의 네트워크·보안팀",
  problem:
    "오늘 수집된 트래픽은 암호를 해독할 수 있는 양자 컴퓨터가 등장하는 순간 복호화될 수 있습니다(‘선 수집 후 해독’ 공격). 의료 정보, 국가 기밀, 영업 비밀을 전송하는 거점 간 터널은 기존 게이트웨이와의 호환성을 유지하면서 지금 바로 보호해야 합니다.",
  solution:
    "터널의 키 교환에 X25519와 ML-KEM-768을 함께 사용하므로, 둘 중 하나만 안전해도 세션 키는 안전합니다. 게이트웨이는 기존 ECDSA 인증서와 함께 발급된 ML-DSA-65 인증서로 상호 인증합니다. PQC-Function은 장기 키를 HSM에 보관하고 정책에 따라 교체합니다.",
  architecture: [
    { name: "게이트웨이 A·B", role: "X25519MLKEM768 기반 하이브리드 IKEv2 또는 TLS 1.3을 실행합니다" },
    { name: "PQC-Function", role: "ML-DSA 게이트웨이 키를 발급·보관하고 일정에 따라 교체합니다" },
    { name: "pq-tls-proxy", role: "아직 업그레이드할 수 없는 레거시 서비스 앞단을 맡습니다" },
    { name: "인벤토리", role: "어떤 터널이 이미 양자내성 그룹으로 협상하는지 보고합니다" },
  ],
  stack: ["PQC-Function", "pq-tls-proxy", "Go용 Nullspace SDK"],
  code: sample({
    decapsulate: "상대 게이트웨이는 key.PublicKey로 캡슐화하고, 이쪽은 HSM 안에서 역캡슐화합니다.",
  }),
  outcomes: [
    "수집된 트래픽도 미래의 양자 공격으로부터 기밀성을 유지합니다",
    "기존 암호의 보안성도 그대로 유지됩니다. 하이브리드 방식은 현재의 보호 수준을 절대 낮추지 않습니다",
    "키 교체와 알고리즘 변경을 재배포 없이 정책만으로 처리합니다",
  ],
};
