"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CustomerEmailFormBody } from "@/components/assets/customer-email-form-body";
import { useSendRoomEmail } from "@/lib/client/api/rooms-mutations";
import { roomEmailSchema, type RoomEmailInput, type RoomSummary } from "@/lib/contract/rooms";

interface RoomEmailFormProps {
  room: Pick<RoomSummary, "id" | "recipientEmail">;
  /** The room's note, when at hand (a room just made): the message starts as it, so it is not asked twice. */
  note?: string;
  /** After the e-mail went out. */
  onSent: () => void;
}

/**
 * 'Send by e-mail': to the recipient's address unless changed, with an optional personal message; an
 * empty one sends the room's note (the server's rule), which the field's placeholder says.
 */
export function RoomEmailForm({ room, note, onSent }: RoomEmailFormProps) {
  const form = useForm<RoomEmailInput>({
    resolver: zodResolver(roomEmailSchema),
    defaultValues: { email: room.recipientEmail ?? "", message: note ?? "" },
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
        messagePlaceholder="Left empty, the room's note goes with the link."
        closeLabel="Close"
        sendDisabled={send.isPending}
        sending={send.isPending}
      />
    </form>
  );
}
