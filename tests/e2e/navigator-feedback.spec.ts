import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { drawer, drawerInput, gotoHydrated, homeInput, QUERIES } from "./navigator-helpers";
import { ANSWER_ID_PATTERN } from "../../content/navigator/constants";

/** Feedback on the navigator's answers, against the real server (its answers carry ids; it records verdicts). */

interface Verdict {
  sessionId: string;
  answerId: string;
  helpful: boolean;
  comment?: string;
}

function recordVerdicts(page: Page): { verdicts: Verdict[]; statuses: number[] } {
  const log = { verdicts: [] as Verdict[], statuses: [] as number[] };
  page.on("request", (request: Request) => {
    if (request.url().endsWith("/api/chat/feedback")) log.verdicts.push(request.postDataJSON() as Verdict);
  });
  page.on("response", (response) => {
    if (response.url().endsWith("/api/chat/feedback")) log.statuses.push(response.status());
  });
  return log;
}

test("home box, unsure answer: No sends the verdict at once, then an optional comment; the thanks is announced", async ({
  page,
}) => {
  const log = recordVerdicts(page);
  await gotoHydrated(page, "/");
  await homeInput(page).fill(QUERIES.unsure);
  await homeInput(page).press("Enter");
  const answer = page.getByTestId("navigator-answer");
  const feedback = answer.getByRole("group", { name: "Was this helpful?" });
  await expect(feedback).toBeVisible();
  await feedback.getByRole("button", { name: "No" }).click();
  const comment = answer.getByRole("textbox", { name: "What were you looking for? (optional)" });
  await expect(comment).toBeFocused();
  await comment.fill("I wanted the SDK download");
  await expect(answer.getByText("25/500")).toBeVisible();
  await answer.getByRole("button", { name: "Send" }).click();
  await expect(answer.getByRole("status")).toHaveText("Thanks for your feedback.");
  await expect.poll(() => log.statuses).toEqual([204, 204]);
  expect(log.verdicts.map(({ helpful, comment: c }) => ({ helpful, comment: c }))).toEqual([
    { helpful: false, comment: undefined },
    { helpful: false, comment: "I wanted the SDK download" },
  ]);
  expect(log.verdicts[0]?.answerId).toMatch(ANSWER_ID_PATTERN);
  // The answer's choices still work: the feedback never stands in the way.
  await answer
    .getByRole("group", { name: "Did you mean…?" })
    .getByRole("button", { name: "Developer Docs" })
    .click();
  await expect(page).toHaveURL(/\/devhub\/docs$/);
});

test("drawer: No stops the auto-navigation; the previous answer can be rated when the drawer opens again", async ({
  page,
}) => {
  const log = recordVerdicts(page);
  await gotoHydrated(page, "/labs");
  await page.keyboard.press("Control+k");
  await drawerInput(page).fill(QUERIES.confident);
  await drawerInput(page).press("Enter");
  await expect(drawer(page).getByTestId("navigator-navigating")).toBeVisible();
  await drawer(page).getByRole("button", { name: "No" }).click();
  await expect(drawer(page).getByTestId("navigator-navigating")).toHaveCount(0);
  await page.waitForTimeout(2000);
  await expect(page).toHaveURL(/\/labs$/);
  await expect.poll(() => log.verdicts.length).toBe(1);

  // A new question, unsure this time: the visitor chooses the page and the drawer closes there.
  await drawerInput(page).fill(QUERIES.unsure);
  await drawerInput(page).press("Enter");
  await drawer(page).getByRole("button", { name: "Developer Docs" }).click();
  await expect(page).toHaveURL(/\/devhub\/docs$/);
  await expect(drawer(page)).toHaveCount(0);
  await page.keyboard.press("Control+k");
  const previous = drawer(page).getByTestId("navigator-previous-answer");
  await expect(previous).toContainText(`Your last question: “${QUERIES.unsure}”`);
  await previous.getByRole("button", { name: "Yes" }).click();
  await expect(previous.getByRole("status")).toHaveText("Thanks for your feedback.");
  await expect.poll(() => log.verdicts.map((v) => v.helpful)).toEqual([false, true]);
  expect(log.statuses.every((s) => s === 204)).toBe(true);
});

test("the Korean edition asks in Korean", async ({ page }) => {
  await gotoHydrated(page, "/ko");
  const input = page.getByRole("main").getByRole("textbox");
  await input.fill("개발자 문서");
  await input.press("Enter");
  const feedback = page
    .getByTestId("navigator-answer")
    .getByRole("group", { name: "답변이 도움이 되었나요?" });
  await feedback.getByRole("button", { name: "네" }).click();
  await expect(page.getByTestId("navigator-answer").getByRole("status")).toHaveText(
    "의견을 보내 주셔서 감사해요.",
  );
});
