import { sample } from "../../../data/use-case-details/code/zk-identity-verification";
import type { UseCaseDetail } from "../../../data/use-case-details/types";

export const detail: UseCaseDetail = {
  audience: "연령, 거주지, 자격 확인이 필요한 온라인 서비스",
  problem:
    "사용자가 만 18세 이상인지, 특정 국가에 거주하는지 확인하려면 보통 신분증을 업로드받아야 합니다. 이 방식은 서비스에 필요 이상으로 많은 데이터를 넘기게 하고, 서비스를 신분증 사본 저장소로 만들어 버립니다.",
  solution:
    "발급 기관이 자격 증명에 한 번 서명합니다. 이후 사용자의 지갑은 자격 증명의 서명이 유효하고 생년월일이 기준일보다 이전이라는 zk-SNARK 증명을 생성하며, 생년월일이나 신분증 자체는 드러내지 않습니다. 서비스는 밀리초 단위로 증명을 검증하고 개인정보는 전혀 저장하지 않습니다.",
  architecture: [
    { name: "발급 기관", role: "신분증을 한 번 확인하고 자격 증명에 서명합니다" },
    { name: "지갑", role: "자격 증명을 보관하고 기기에서 직접 증명을 생성합니다" },
    { name: "회로", role: "moduli-circuits의 서명 검증과 생년월일 범위 조건을 결합합니다" },
    { name: "검증자", role: "PLONK 증명과 재사용을 막는 널리파이어를 확인합니다" },
  ],
  stack: ["moduli-circuits", "TypeScript용 Nullspace SDK"],
  code: sample({
    verify: "서버: 보유자가 기준일 이전에 태어났다는 증명을 검증합니다.",
    proof: "지갑이 만들며, 생년월일은 지갑 밖으로 나가지 않습니다",
  }),
  outcomes: [
    "서비스가 알게 되는 정보는 조건 충족 여부, 단 1비트뿐입니다",
    "신분증을 저장하거나 보호하거나 삭제할 필요가 없습니다",
    "필요한 경우 널리파이어로 하나의 자격 증명이 여러 계정에서 재사용되는 것을 막습니다",
  ],
};
