import { headers } from "next/headers";
import { LoginScreen } from "@/components/login/login-screen";
import { LOGIN_THEME_SCRIPT } from "@/components/login/login-theme";

export default async function LoginPage() {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: LOGIN_THEME_SCRIPT }} />
      <LoginScreen />
    </>
  );
}
