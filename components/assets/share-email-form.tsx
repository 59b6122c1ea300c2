"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/client/browser/toast";
import { useSendShareEmail } from "@/lib/client/api/share-email-queries";
import { shareEmailFormSchema, type ShareEmailFormOutput, type ShareEmailFormValues } from "@/lib/contract/share-email";
import { CustomerEmailFormBody } from "./customer-email-form-body";

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
      <div className="grid gap-1">
        <h3 id="share-email-title" className="text-sm font-semibold">
          Send via Email
        </h3>
        <p className="text-xs text-muted-foreground">
          The customer gets a personal link, so you see when they open it (it shows in Rooms).
        </p>
      </div>
      <CustomerEmailFormBody
        ids={{ email: "share-email", message: "share-message" }}
        email={form.register("email")}
        emailError={errors.email?.message}
        message={form.register("message")}
        closeLabel="Cancel"
        sendDisabled={!email || invalid || !hasShareLink || send.isPending}
        sending={send.isPending}
      />
    </form>
  );
}
