import { expect, expectNoAxeViolations, test } from "./fixtures";
import { usersOfThisSpec } from "./spec-users";
import { startWebhookReceiver, type WebhookReceiver } from "../tests/helpers/webhook-receiver";

/** This spec's own users (spec-users.ts). */
const { ADMIN } = usersOfThisSpec("admin-integrations");

let local: WebhookReceiver;
let receiver: string;

test.beforeAll(async () => {
  local = await startWebhookReceiver(204);
  receiver = `${local.origin}/hooks`;
});
test.afterAll(() => local.close());

for (const width of [390, 1280]) {
  test.describe(`Integrations at ${width}px`, () => {
    test.use({ storageState: ADMIN.signedIn, viewport: { width, height: 900 } });

    test("an admin adds an endpoint, keeps its secret, sends a test event and sees the delivery", async ({ page }) => {
      await page.goto("/admin?tab=integrations");
      await expect(page.getByRole("heading", { name: "Webhooks" })).toBeVisible();
      await page.getByRole("button", { name: "Add endpoint" }).click();
      const form = page.getByRole("form", { name: "Add endpoint" });
      await form.getByRole("button", { name: "Add endpoint" }).click();
      await expect(form.getByText("Please enter the receiver's https URL.")).toBeVisible();
      await expect(form.getByText("Choose at least one event.")).toBeVisible();
      const url = `${receiver}/${width}`;
      await form.getByLabel("Receiver URL").fill(url);
      await form.getByLabel("Description (optional)").fill(`CRM at ${width}`);
      await form.getByRole("checkbox", { name: /room\.visited/ }).check();
      await form.getByRole("button", { name: "Add endpoint" }).click();
      const notice = page.getByRole("status").filter({ hasText: "Signing secret" });
      await expect(notice).toContainText(/whsec_[A-Za-z0-9+/=]+/);
      await expectNoAxeViolations(page);
      await notice.getByRole("button", { name: "Done" }).click();
      await expect(page.getByText(/whsec_/)).toHaveCount(0);

      const card = page.getByRole("listitem").filter({ hasText: url });
      await card.getByRole("button", { name: "Send test event" }).click();
      await expect(page.getByText("The receiver answered 204.")).toBeVisible();
      expect(local.received.some(({ body }) => body.includes('"type":"ping"'))).toBe(true);
      await card.getByRole("button", { name: "Deliveries" }).click();
      const deliveries = card.getByRole("list", { name: "Deliveries" });
      await expect(deliveries.getByRole("listitem")).toHaveCount(1);
      await expect(deliveries).toContainText("Delivered · 1 attempt · answered 204");
      await expectNoAxeViolations(page);

      // A failed attempt: the card says since when the endpoint fails; a success ends it.
      local.answers.push(500);
      await card.getByRole("button", { name: "Send test event" }).click();
      await expect(card).toContainText(
        /Failing since .+ \(less than a day\); it pauses after 5 days without a success/,
      );
      await expectNoAxeViolations(page);
      await card.getByRole("button", { name: "Send test event" }).click();
      await expect(card).not.toContainText("Failing since");

      await card.getByRole("button", { name: "Pause" }).click();
      await expect(card).toContainText("Paused: Paused by an admin.");
      await expect(card.getByText("Paused", { exact: true })).toBeVisible();
      await card.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(page.getByRole("listitem").filter({ hasText: url })).toHaveCount(0);
    });
  });
}
