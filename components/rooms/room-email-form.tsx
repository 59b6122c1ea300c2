"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CustomerEmailFormBody } from "@/components/assets/customer-email-form-body";
import { useSendRoomEmail } from "@/lib/client/api/rooms";
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
      <CustomerEmailFormBody
        ids={{ email: "room-email", message: "room-email-message" }}
        email={form.register("email", { setValueAs: (value: string) => value.trim() || undefined })}
        emailError={errors.email?.message}
        message={form.register("message")}
        closeLabel="Close"
        sendDisabled={send.isPending}
        sending={send.isPending}
      />
    </form>
  );
}
