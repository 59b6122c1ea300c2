import { decide } from "@/lib/request-gate";

test.each([
  ["/", false, false, "/login"],
  ["/assets", false, false, "/login"],
  ["/anything/else", false, false, "/login"],
  ["/admin", false, false, "/login"],
  ["/admin", true, false, "/"],
  ["/admin/users", true, false, "/"],
  ["/login", true, false, "/"],
] as const)("%s signed-in=%s admin=%s goes to %s", (path, signedIn, admin, to) => {
  expect(decide(path, signedIn, admin)).toEqual({ action: "redirect", to });
});

test.each([
  ["/login", false, false],
  ["/auth/callback", false, false],
  ["/test-supabase", false, false],
  ["/", true, false],
  ["/admin", true, true],
  ["/no-such-page", true, false],
] as const)("%s signed-in=%s admin=%s renders", (path, signedIn, admin) => {
  expect(decide(path, signedIn, admin)).toEqual({ action: "next" });
});
