import { sharedCoreTechDetails } from "../../../data/shared/core-tech-details";
import type { CoreTechDetail } from "../../../data/core-tech-details/types";

export const detail: CoreTechDetail = {
  overview:
    "zk-SNARK를 사용하면 증명자는 어떤 연산을 만족하는 증인을 알고 있다는 사실을 누구에게나 납득시킬 수 있습니다. 증명 크기는 수백 바이트에 불과하고 밀리초 단위로 검증되며, 그 밖의 정보는 전혀 드러나지 않습니다. Nullspace는 증명 크기가 가장 중요할 때는 Groth16을, 범용·갱신 가능한 설정과 커스텀 게이트가 필요할 때는 PLONK를 사용합니다.",
  howItWorks: [
    "증명할 명제를 회로로 작성합니다(Groth16은 R1CS, PLONK는 PLONKish 게이트와 룩업).",
    "설정 단계에서 증명 키와 검증 키를 만듭니다. Groth16은 회로마다 설정이 필요하고, PLONK는 범용 설정 한 번으로 충분합니다.",
    "증명자는 증인 다항식에 커밋하고, Fiat-Shamir로 도출한 무작위 챌린지에 응답합니다.",
    "검증자는 몇 개의 페어링 등식만 확인하며, 재귀를 이용하면 여러 증명을 하나로 합칠 수 있습니다.",
  ],
  parameters: [
    { label: "Groth16 증명 크기", value: "그룹 원소 3개 (BN254에서 압축 시 128B)" },
    { label: "Groth16 검증", value: "페어링 3회, 회로 크기와 무관하게 일정" },
    { label: "PLONK 설정", value: "범용 및 갱신 가능 (KZG 커밋먼트)" },
    { label: "곡선", value: "BN254(약 100비트 보안), BLS12-381(약 128비트 보안)" },
  ],
  standards: [
    "Groth, On the Size of Pairing-based Non-interactive Arguments (EUROCRYPT 2016, Groth16 원 논문)",
    "Gabizon, Williamson, Ciobotaru, PLONK (IACR ePrint 2019/953, PLONK 원 논문)",
    "ZKProof Community Reference (ZKProof 표준화 커뮤니티의 참고 문서)",
  ],
  ...sharedCoreTechDetails["zk-snark"],
};
