import { LoginScreen } from "@/components/login/login-screen";

export default function LoginPage() {
  return <LoginScreen />;
}
