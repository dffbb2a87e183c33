import { sharedCoreTechDetails } from "../../../data/shared/core-tech-details";
import type { CoreTechDetail } from "../../../data/core-tech-details/types";

export const detail: CoreTechDetail = {
  overview:
    "연합학습은 학습 데이터를 소유자의 장비에 그대로 두고 모델 업데이트만 공유합니다. 하지만 업데이트에서도 정보가 새어 나갈 수 있기 때문에, HE-FL은 업데이트를 CKKS로 암호화합니다. 코디네이터는 암호문을 더하기만 하고, 글로벌 모델은 임계값 이상의 참여자가 함께해야만 복호화할 수 있습니다.",
  howItWorks: [
    "참여자들은 공동 CKKS 공개키에 합의하며, 이에 대응하는 비밀키는 참여자들이 나누어 가집니다.",
    "각 참여자는 로컬에서 학습한 뒤 업데이트를 클리핑하고, 차분 프라이버시를 위해 보정된 노이즈를 더합니다.",
    "암호화된 업데이트는 코디네이터가 합산하며, 코디네이터에게는 복호화 능력이 없습니다.",
    "임계값 이상의 참여자가 집계 결과를 복호화하면, 새 글로벌 모델로 다음 라운드를 시작합니다.",
  ],
  parameters: [
    { label: "암호화", value: "다자간 CKKS, 128비트 보안" },
    { label: "집계", value: "암호화된 업데이트에 대한 FedAvg 및 FedProx" },
    { label: "프라이버시 예산 관리", value: "라운드별 (ε, δ), 모멘트 기반 프라이버시 회계" },
    { label: "참여자 이탈 허용", value: "임계값 이상의 참여자가 남아 있으면 복호화 가능" },
  ],
  standards: [
    "McMahan 외, Communication-Efficient Learning of Deep Networks from Decentralized Data (AISTATS 2017)",
    "Bonawitz 외, Practical Secure Aggregation for Privacy-Preserving Machine Learning (CCS 2017)",
    "Abadi 외, Deep Learning with Differential Privacy (CCS 2016)",
  ],
  ...sharedCoreTechDetails["he-federated-learning"],
};
