import { ApiError } from "@/lib/client/data/api-error";
import { signInFailure } from "@/components/login/sign-in-error";

test("the API's error sentence is the message, with the Retry-After of a 429 as the wait", () => {
  const body = JSON.stringify({ error: { code: "rate_limited", message: "Too many failed sign-in attempts." } });
  expect(signInFailure(new ApiError(429, body, "Too Many Requests", 28), "Failed to sign in")).toEqual({
    message: "Too many failed sign-in attempts.",
    retryAfterSeconds: 28,
  });
  const wrong = JSON.stringify({ error: { code: "invalid_credentials", message: "Invalid email or password." } });
  expect(signInFailure(new ApiError(401, wrong, "Unauthorized"), "Failed to sign in")).toEqual({
    message: "Invalid email or password.",
  });
  expect(signInFailure(new ApiError(500, "", "Internal Server Error"), "Failed to sign in")).toEqual({
    message: "Failed to sign in",
  });
});

test("the auth client's 429 names its wait in words, and that is the countdown", () => {
  const limited = Object.assign(new Error("For security purposes, you can only request this after 57 seconds."), {
    name: "AuthApiError",
    status: 429,
  });
  expect(signInFailure(limited, "Please try again.")).toEqual({ message: limited.message, retryAfterSeconds: 57 });
  expect(signInFailure("odd", "Please try again.")).toEqual({ message: "Please try again." });
});
