"use client";

import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { SendIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { apiJson } from "@/lib/client/fetcher";
import type { ShareEmailBody, ShareEmailResponse } from "@/lib/contract/share-email";
import { errorText } from "@/lib/client/error-text";

/** The server's limit (SHARE_EMAIL_MESSAGE_MAX of lib/contract/share-email), kept here so zod stays out of the dialog's bundle. */
const MESSAGE_MAX_LENGTH = 2000;

/** 'Send via Email': the customer's address and an optional message; Send needs both an address and a share link. */
export function ShareEmailForm({ assetId, hasShareLink }: { assetId: string; hasShareLink: boolean }) {
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const send = useMutation({
    mutationFn: (body: ShareEmailBody) => apiJson<ShareEmailResponse>("POST", "/api/assets/share/email", body),
    // An e-mail is not sent twice on a lost response.
    retry: false,
    onSuccess: (_result, body) => {
      toast.success("Email Sent", { description: `Asset has been sent to ${body.email}` });
      setEmail("");
      setMessage("");
    },
    onError: (error) => toast.error("Failed to send email", { description: errorText(error) }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = email.trim();
    if (!to) {
      toast.error("Email Required", { description: "Customer email is required to send the asset." });
      return;
    }
    send.mutate({ assetId, email: to, message: message.trim() || undefined });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="share-email-title" className="grid gap-4">
      <h3 id="share-email-title" className="text-sm font-semibold">
        Send via Email
      </h3>
      <div className="grid gap-2">
        <Label htmlFor="share-email">Customer email</Label>
        <Input
          id="share-email"
          type="text"
          inputMode="email"
          autoComplete="email"
          required
          aria-required="true"
          placeholder="customer@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="share-message">Personal message (optional)</Label>
        <Textarea
          id="share-message"
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Add a note for your customer..."
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className="max-h-40"
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!email || !hasShareLink || send.isPending}>
          {send.isPending ? <Spinner /> : <SendIcon aria-hidden="true" />}
          Send
        </Button>
      </DialogFooter>
    </form>
  );
}
