import type { CodeSample } from "../types";

/** The quick start's code, the same in both editions; each edition writes its comments in its own language. */
export const quickstart = (comment: { share: string; sent: string }): CodeSample => ({
  language: "Python",
  code: `import torch
from fedhe import EncryptedFedAvg, ThresholdKeys

keys = ThresholdKeys.load("party-3-of-5.json")  # ${comment.share}
strategy = EncryptedFedAvg(keys, clip_norm=1.0, noise_multiplier=0.8)

model = torch.nn.Linear(32, 1)
for round_id in range(10):
update = strategy.local_update(model, train_loader, epochs=1)
strategy.submit(round_id, update)          # ${comment.sent}
model.load_state_dict(strategy.await_global(round_id))`,
});
