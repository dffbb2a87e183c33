import type { UseCaseDetail } from "../types";

/** The use case's sample code, the same in both editions; each edition writes its comments in its own language. */
export const sample = (comment: { submit: string }): UseCaseDetail["code"] => ({
  language: "Python",
  code: `from fedhe import EncryptedFedAvg, ThresholdKeys

keys = ThresholdKeys.load("bank-b-share.json")
strategy = EncryptedFedAvg(keys, clip_norm=1.0, noise_multiplier=1.1)

for round_id in range(50):
  update = strategy.local_update(model, local_transactions, epochs=1)
  strategy.submit(round_id, update)  # ${comment.submit}
  model.load_state_dict(strategy.await_global(round_id))`,
});
