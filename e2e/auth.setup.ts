import { DEMO_ADMIN, DEMO_REP, expect, signInWithPassword, STORED_STATE, test as setup } from "./fixtures";

/**
 * Signs each demo user in once through the form and stores the browser's state (session cookies
 * and local storage) for the specs that only need to start signed in. The session must stay
 * valid for the whole run: the specs that sign out do it with a session of their own, and the e2e
 * server's access tokens outlive the run, so no test refreshes (and so rotates away) the stored one.
 */
for (const [role, user] of [
  ["rep", DEMO_REP],
  ["admin", DEMO_ADMIN],
] as const) {
  setup(`sign in the demo ${role}`, async ({ page }) => {
    await signInWithPassword(page, user);
    await expect(page.getByRole("button", { name: new RegExp(user.name) })).toBeVisible();
    await page.context().storageState({ path: STORED_STATE[role] });
  });
}
