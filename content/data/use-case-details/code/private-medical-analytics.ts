import type { UseCaseDetail } from "../types";

/** The use case's sample code, the same in both editions; each edition writes its comments in its own language. */
export const sample = (comment: { budget: string }): UseCaseDetail["code"] => ({
  language: "Python",
  code: `from nullspace import Client

ns = Client(api_key=os.environ["NULLSPACE_API_KEY"], environment="sandbox")
study = ns.epsilon.study("cardio-2025", epsilon_budget=2.0)

result = study.query(
  """
  SELECT treatment, COUNT(*) AS patients, AVG(days_to_readmission) AS avg_days
  FROM admissions WHERE diagnosis_code LIKE 'I50%'
  GROUP BY treatment
  """,
  epsilon=0.5,  # ${comment.budget}
)
print(result.rows, result.budget_remaining)`,
});
