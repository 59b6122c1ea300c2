"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SendIcon } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useSendShareEmail } from "@/lib/client/api/share-email";
import {
  SHARE_EMAIL_MESSAGE_MAX,
  shareEmailFormSchema,
  type ShareEmailFormOutput,
  type ShareEmailFormValues,
} from "@/lib/contract/share-email";

const EMPTY: ShareEmailFormValues = { email: "", message: "" };

/**
 * 'Send via Email': the customer's address and an optional message. A malformed address is named
 * under the field (from its first blur on) and keeps Send disabled; Send also needs a share link.
 */
interface ShareEmailFormProps {
  assetId: string;
  /** The brand the rep shares from: the e-mail comes "via" it and links to the page in it. */
  brandId: string | undefined;
  hasShareLink: boolean;
}

export function ShareEmailForm({ assetId, brandId, hasShareLink }: ShareEmailFormProps) {
  const form = useForm<ShareEmailFormValues, unknown, ShareEmailFormOutput>({
    resolver: zodResolver(shareEmailFormSchema),
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const { errors, isValid } = form.formState;
  const email = useWatch({ control: form.control, name: "email" });
  const send = useSendShareEmail(() => form.reset(EMPTY));

  const onSubmit = form.handleSubmit(
    (values) => send.mutate({ assetId, brandId, email: values.email, message: values.message?.trim() || undefined }),
    () => {
      // Only blanks in the field (Send is enabled once anything is typed) get the toast.
      if (!form.getValues("email").trim())
        toast.error("Email Required", { description: "Customer email is required to send the asset." });
    },
  );
  // Blanks are left to the toast above; anything else typed must be a valid address.
  const invalid = !isValid && email.trim() !== "";

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="share-email-title"
      className="grid gap-4"
    >
      <h3 id="share-email-title" className="text-sm font-semibold">
        Send via Email
      </h3>
      <FormField
        id="share-email"
        label="Customer email"
        type="text"
        inputMode="email"
        autoComplete="email"
        required
        aria-required="true"
        placeholder="customer@example.com"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <div className="grid gap-2">
        <Label htmlFor="share-message">Personal message (optional)</Label>
        <Textarea
          id="share-message"
          rows={3}
          maxLength={SHARE_EMAIL_MESSAGE_MAX}
          placeholder="Add a note for your customer..."
          className="max-h-40"
          {...form.register("message")}
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!email || invalid || !hasShareLink || send.isPending}>
          {send.isPending ? <Spinner /> : <SendIcon aria-hidden="true" />}
          Send
        </Button>
      </DialogFooter>
    </form>
  );
}
