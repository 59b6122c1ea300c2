"use client";

import { SendIcon } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { SHARE_EMAIL_MESSAGE_MAX } from "@/lib/contract/share-email";

interface CustomerEmailFormBodyProps {
  /** The ids of the address and the message fields. */
  ids: { email: string; message: string };
  email: UseFormRegisterReturn;
  emailError: string | undefined;
  message: UseFormRegisterReturn;
  /** What an empty message means; the asset's form has its own words. */
  messagePlaceholder?: string;
  /** The label of the button that closes the dialog unsent. */
  closeLabel: string;
  sendDisabled: boolean;
  sending: boolean;
}

/**
 * The customer's address, an optional personal message, and the dialog's close and Send buttons,
 * as an asset's and a room's 'send by e-mail' forms both ask them.
 */
export function CustomerEmailFormBody(props: CustomerEmailFormBodyProps) {
  const { ids, email, emailError, message, messagePlaceholder, closeLabel, sendDisabled, sending } = props;
  return (
    <>
      <FormField
        id={ids.email}
        label="Customer email"
        type="text"
        inputMode="email"
        autoComplete="email"
        required
        aria-required="true"
        placeholder="customer@example.com"
        error={emailError}
        {...email}
      />
      <div className="grid gap-2">
        <Label htmlFor={ids.message}>Personal message (optional)</Label>
        <Textarea
          id={ids.message}
          rows={3}
          maxLength={SHARE_EMAIL_MESSAGE_MAX}
          placeholder={messagePlaceholder ?? "Add a note for your customer..."}
          className="max-h-40"
          {...message}
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {closeLabel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={sendDisabled}>
          {sending ? <Spinner /> : <SendIcon aria-hidden="true" />}
          Send
        </Button>
      </DialogFooter>
    </>
  );
}
