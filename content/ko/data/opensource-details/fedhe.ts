import type { OpenSourceDetail } from "../../../data/opensource-details/types";

export const detail: OpenSourceDetail = {
  license: "Apache-2.0",
  quickstart: {
    language: "Python",
    code: `import torch
from fedhe import EncryptedFedAvg, ThresholdKeys

keys = ThresholdKeys.load("party-3-of-5.json")  # this party's share of the joint key
strategy = EncryptedFedAvg(keys, clip_norm=1.0, noise_multiplier=0.8)

model = torch.nn.Linear(32, 1)
for round_id in range(10):
  update = strategy.local_update(model, train_loader, epochs=1)
  strategy.submit(round_id, update)          # sent as a CKKS ciphertext
  model.load_state_dict(strategy.await_global(round_id))`,
  },
  useWhen: [
    "여러 기관이 모델 하나를 함께 학습하되, 어느 기관도 다른 기관의 그래디언트를 봐서는 안 될 때",
    "이미 PyTorch와 FedAvg 방식의 학습 루프를 사용하고 있을 때",
    "암호화 집계의 비용을 연구할 때 (이 프로젝트의 성숙도는 연구(Research) 단계입니다)",
  ],
  coreTech: ["he-federated-learning", "ckks"],
};
