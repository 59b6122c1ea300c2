"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { MagicLinkForm } from "./magic-link-form";

// What shows only after a step of the visitor's (a link sent, "Enter the code"), or for a link that
// could not finish (rendered on the server then): off /login's first load (bench/README.md).
const EmailCodeForm = dynamic(() => import("./email-code-form").then((m) => m.EmailCodeForm));
const MagicLinkSent = dynamic(() => import("./magic-link-sent").then((m) => m.MagicLinkSent));

type PanelView = { kind: "request" } | { kind: "sent"; email: string } | { kind: "code"; focus: boolean };

/**
 * The Magic Link tab: the form, then 'Check your email' (with the e-mail's code) until the user tries
 * another address; "Enter the code from the email" at any time. `startWithCode`: a link that could
 * not finish in this browser sent the visitor here.
 */
export function MagicLinkPanel({ startWithCode = false }: { startWithCode?: boolean }) {
  const [view, setView] = useState<PanelView>(startWithCode ? { kind: "code", focus: false } : { kind: "request" });
  if (view.kind === "sent") return <MagicLinkSent email={view.email} onReset={() => setView({ kind: "request" })} />;
  const other =
    view.kind === "code"
      ? { label: "Send a new link instead", next: { kind: "request" } as const }
      : { label: "Enter the code from the email", next: { kind: "code", focus: true } as const };
  return (
    <div className="grid gap-2">
      {view.kind === "code" ? (
        <EmailCodeForm focus={view.focus} />
      ) : (
        <MagicLinkForm onSent={(email) => setView({ kind: "sent", email })} />
      )}
      <Button type="button" variant="link" className="min-h-11 justify-self-center" onClick={() => setView(other.next)}>
        {other.label}
      </Button>
    </div>
  );
}
