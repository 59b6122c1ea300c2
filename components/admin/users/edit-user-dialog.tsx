"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { PopupProps } from "@/components/layout/lazy-popup";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useUpdateUser } from "@/lib/client/api/admin-users-queries";
import { NAME_MAX, updateUserBodySchema, type AdminUser, type UpdateUserBody } from "@/lib/contract/admin-users";
import { ROLE_LABELS } from "./user-labels";

type EditUserInput = z.input<typeof updateUserBodySchema>;

const valuesOf = (user: AdminUser): EditUserInput => ({
  firstName: user.firstName ?? "",
  lastName: user.lastName ?? "",
  role: user.role,
  isActive: user.isActive,
});

interface EditUserDialogProps extends PopupProps {
  user: AdminUser;
  /** The signed-in admin's own row: role and status cannot change (the server refuses it too). */
  isSelf: boolean;
}

/** 'Edit' on a user's row: first and last name, role and active flag; a change renders the Users tab again. */
export function EditUserDialog({ user, isSelf, trigger, defaultOpen }: EditUserDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const router = useRouter();
  const form = useForm<EditUserInput, unknown, UpdateUserBody>({
    resolver: zodResolver(updateUserBodySchema),
    values: valuesOf(user),
  });
  const { errors } = form.formState;
  const id = (field: string) => `edit-user-${user.id}-${field}`;

  function close() {
    setOpen(false);
    form.reset(valuesOf(user));
  }

  const update = useUpdateUser(user.id, () => {
    close();
    router.refresh();
  });
  // Disabled fields are left out of the body, so the server keeps the admin's own role and status.
  const onSubmit = form.handleSubmit((body) => update.mutate(body));

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription className="break-words">{user.email}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={id("first-name")}
              label="First Name"
              autoComplete="off"
              maxLength={NAME_MAX}
              error={errors.firstName?.message}
              {...form.register("firstName")}
            />
            <FormField
              id={id("last-name")}
              label="Last Name"
              autoComplete="off"
              maxLength={NAME_MAX}
              error={errors.lastName?.message}
              {...form.register("lastName")}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={id("role")}>Role</Label>
            <NativeSelect
              id={id("role")}
              aria-describedby={isSelf ? id("self-hint") : undefined}
              {...form.register("role", { disabled: isSelf })}
            >
              {Object.entries(ROLE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Label htmlFor={id("active")} className="w-fit font-normal">
            <input
              id={id("active")}
              type="checkbox"
              className="size-4 rounded accent-primary"
              aria-describedby={isSelf ? id("self-hint") : undefined}
              {...form.register("isActive", { disabled: isSelf })}
            />
            Active
          </Label>
          {isSelf && (
            <p id={id("self-hint")} className="text-sm text-muted-foreground">
              You cannot change your own role or deactivate yourself; another administrator can.
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Spinner />}
              {update.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
