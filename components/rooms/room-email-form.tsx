"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { SendIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useSendRoomEmail } from "@/lib/client/api/rooms";
import { SHARE_EMAIL_MESSAGE_MAX } from "@/lib/contract/share-email";
import { roomEmailSchema, type RoomEmailInput, type RoomSummary } from "@/lib/contract/rooms";

interface RoomEmailFormProps {
  room: Pick<RoomSummary, "id" | "recipientEmail">;
  /** After the e-mail went out. */
  onSent: () => void;
}

/** 'Send by e-mail': to the recipient's address unless changed, with an optional personal message. */
export function RoomEmailForm({ room, onSent }: RoomEmailFormProps) {
  const form = useForm<RoomEmailInput>({
    resolver: zodResolver(roomEmailSchema),
    defaultValues: { email: room.recipientEmail ?? "", message: "" },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const send = useSendRoomEmail(onSent);
  const onSubmit = form.handleSubmit((values) =>
    send.mutate({ id: room.id, body: { email: values.email, message: values.message?.trim() || undefined } }),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid min-w-0 gap-4">
      <FormField
        id="room-email"
        label="Customer email"
        type="text"
        inputMode="email"
        autoComplete="email"
        required
        aria-required="true"
        placeholder="customer@example.com"
        error={errors.email?.message}
        {...form.register("email", { setValueAs: (value: string) => value.trim() || undefined })}
      />
      <div className="grid gap-2">
        <Label htmlFor="room-email-message">Personal message (optional)</Label>
        <Textarea
          id="room-email-message"
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
            Close
          </Button>
        </DialogClose>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Spinner /> : <SendIcon aria-hidden="true" />}
          Send
        </Button>
      </DialogFooter>
    </form>
  );
}
