"use client";

import { useEffect, useRef } from "react";
import { MailCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { EmailCodeForm } from "./email-code-form";

/**
 * Shown after the magic link went out, with the form for the e-mail's code (for a link that opens
 * in another browser); focus moves to its heading so the change is announced.
 */
export function MagicLinkSent({ email, onReset }: { email: string; onReset: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card className="gap-4 bg-muted/40 text-center shadow-none">
      <CardHeader className="justify-items-center gap-3">
        <div className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <MailCheckIcon className="size-6" aria-hidden="true" />
        </div>
        <CardTitle asChild>
          <h2 ref={headingRef} tabIndex={-1} className="text-lg">
            Check your email
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-muted-foreground">
        <p>
          We sent a magic link to <strong className="font-semibold break-words text-foreground">{email}</strong>.
        </p>
        <p>Click the link in the email to sign in. Be sure to check your spam folder.</p>
        <p>If the link opens in another browser, enter the code from the email here instead.</p>
      </CardContent>
      <CardContent className="border-t pt-4">
        <EmailCodeForm email={email} />
      </CardContent>
      <CardFooter className="justify-center">
        <Button type="button" variant="outline" onClick={onReset}>
          Try another email
        </Button>
      </CardFooter>
    </Card>
  );
}
