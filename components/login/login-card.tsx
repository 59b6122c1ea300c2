import { KeyRoundIcon, MailIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MagicLinkPanel } from "./magic-link-panel";
import { PasswordLoginForm } from "./password-login-form";

export function LoginCard({
  defaultTab,
  startWithCode,
}: {
  defaultTab: "password" | "magic-link";
  /** The Magic Link tab opens on the form for the e-mail's code. */
  startWithCode: boolean;
}) {
  return (
    <Card className="w-full shadow-lg">
      <CardHeader className="text-center">
        <CardTitle asChild>
          <h1 className="text-2xl">Welcome to Sales Rep Portal</h1>
        </CardTitle>
        <CardDescription>Sign in to access your dashboard</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue={defaultTab}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="password">
              <KeyRoundIcon aria-hidden="true" />
              Password
            </TabsTrigger>
            <TabsTrigger value="magic-link">
              <MailIcon aria-hidden="true" />
              Magic Link
            </TabsTrigger>
          </TabsList>
          <TabsContent value="password" className="pt-2">
            <PasswordLoginForm />
          </TabsContent>
          <TabsContent value="magic-link" className="pt-2">
            <MagicLinkPanel startWithCode={startWithCode} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
