import type { OpenSourceDetail } from "../../../data/opensource-details/types";

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
    "Rust 서비스에서 CKKS나 BFV를 쓰거나, C API를 통해 다른 언어에 내장하고 싶을 때",
    "부트스트래핑이나 GPU 가속이 필요한 워크로드일 때",
    "TorusDB가 바로 읽을 수 있는 암호문이 필요할 때",
  ],
  coreTech: ["ckks", "he-federated-learning"],
};
