import { decide } from "@/lib/request-gate";

test.each([
  ["/", false, undefined, "/login"],
  ["/assets", false, undefined, "/login"],
  ["/anything/else", false, undefined, "/login"],
  ["/admin", false, undefined, "/login"],
  ["/admin", true, "rep", "/"],
  ["/admin/users", true, "rep", "/"],
  ["/login", true, "rep", "/"],
] as const)("%s signed-in=%s role=%s goes to %s", (path, signedIn, role, to) => {
  expect(decide(path, signedIn, role)).toEqual({ action: "redirect", to });
});

test.each([
  ["/login", false, undefined],
  ["/auth/callback", false, undefined],
  ["/test-supabase", false, undefined],
  ["/", true, "rep"],
  ["/admin", true, "admin"],
  ["/no-such-page", true, "rep"],
] as const)("%s signed-in=%s role=%s renders", (path, signedIn, role) => {
  expect(decide(path, signedIn, role)).toEqual({ action: "next" });
});
