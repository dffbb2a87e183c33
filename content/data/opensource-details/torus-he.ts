import type { OpenSourceDetail } from "./types";

export const detail: OpenSourceDetail = {
  license: "Apache-2.0",
  quickstart: {
    language: "Rust",
    code: `use torus_he::ckks::{Context, Params};

fn main() -> Result<(), torus_he::Error> {
  // N = 2^15, 128-bit security, enough depth for one bootstrapping cycle.
  let ctx = Context::new(Params::n15_secure128())?;
  let (sk, pk, eval) = ctx.keygen()?;

  let salaries = ctx.encrypt(&pk, &[4200.0, 5100.0, 3900.0])?;
  let raised = eval.mul_const(&salaries, 1.03)?; // +3 % on every slot at once
  let total = eval.sum_slots(&raised)?;

  println!("{:.2}", ctx.decrypt(&sk, &total)?[0]);
  Ok(())
}`,
  },
  useWhen: [
    "You need CKKS or BFV in a Rust service or embedded in another language through its C API",
    "Your workload needs bootstrapping or GPU acceleration",
    "You want ciphertexts that TorusDB can read directly",
  ],
  coreTech: ["ckks", "he-federated-learning"],
};
