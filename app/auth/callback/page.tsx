import { Suspense } from "react";
import { AuthCallback } from "@/components/login/auth-callback";
import { CallbackStatus } from "@/components/login/callback-status";

export default function AuthCallbackPage() {
  return (
    <Suspense fallback={<CallbackStatus />}>
      <AuthCallback />
    </Suspense>
  );
}
