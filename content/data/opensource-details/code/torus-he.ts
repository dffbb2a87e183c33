import type { CodeSample } from "../types";

/** The quick start's code, the same in both editions; each edition writes its comments in its own language. */
export const quickstart = (comment: { params: string; raise: string }): CodeSample => ({
  language: "Rust",
  code: `use torus_he::ckks::{Context, Params};

fn main() -> Result<(), torus_he::Error> {
// ${comment.params}
let ctx = Context::new(Params::n15_secure128())?;
let (sk, pk, eval) = ctx.keygen()?;

let salaries = ctx.encrypt(&pk, &[4200.0, 5100.0, 3900.0])?;
let raised = eval.mul_const(&salaries, 1.03)?; // ${comment.raise}
let total = eval.sum_slots(&raised)?;

println!("{:.2}", ctx.decrypt(&sk, &total)?[0]);
Ok(())
}`,
});
