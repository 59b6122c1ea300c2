"use client";

import { useState } from "react";
import { MagicLinkForm } from "./magic-link-form";
import { MagicLinkSent } from "./magic-link-sent";

/** The Magic Link tab: the form, then 'Check your email' until the user tries another address. */
export function MagicLinkPanel() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo !== null) return <MagicLinkSent email={sentTo} onReset={() => setSentTo(null)} />;
  return <MagicLinkForm onSent={setSentTo} />;
}
