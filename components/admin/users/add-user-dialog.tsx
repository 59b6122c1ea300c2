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
import { useCreateUser } from "@/lib/client/api/admin-users-queries";
import { createUserBodySchema, NAME_MAX, type CreateUserBody } from "@/lib/contract/admin-users";
import { ROLE_LABELS } from "./user-labels";

type UserFormInput = z.input<typeof createUserBodySchema>;

/** Defaults: role rep, active. */
const DEFAULTS: UserFormInput = { email: "", password: "", firstName: "", lastName: "", role: "rep", isActive: true };

/** The two optional name fields, side by side from 640px. */
const NAME_FIELDS = [
  { name: "firstName", id: "new-user-first-name", label: "First Name" },
  { name: "lastName", id: "new-user-last-name", label: "Last Name" },
] as const;

/**
 * 'Add User' and its dialog (docs/screens.md#users-tab): email and password required, names optional, role and active
 * flag. A new user renders the Users tab again.
 */
export function AddUserDialog({ trigger, defaultOpen }: PopupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const router = useRouter();
  const form = useForm<UserFormInput, unknown, CreateUserBody>({
    resolver: zodResolver(createUserBodySchema),
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;

  function close() {
    setOpen(false);
    form.reset(DEFAULTS);
  }

  const create = useCreateUser(() => {
    close();
    router.refresh();
  });
  const onSubmit = form.handleSubmit((body) => create.mutate(body));

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create New User</DialogTitle>
          <DialogDescription>Give a sales rep or an administrator a sign-in to the portal.</DialogDescription>
        </DialogHeader>
        {/* noValidate: the messages of docs/rules.md#passwords replace the browser's bubbles. */}
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          <FormField
            id="new-user-email"
            label="Email"
            type="email"
            autoComplete="off"
            required
            placeholder="name@example.com"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <FormField
            id="new-user-password"
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...form.register("password")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {NAME_FIELDS.map(({ name, id, label }) => (
              <FormField
                key={name}
                id={id}
                label={label}
                autoComplete="off"
                maxLength={NAME_MAX}
                error={errors[name]?.message}
                {...form.register(name)}
              />
            ))}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="new-user-role">Role</Label>
            <NativeSelect id="new-user-role" {...form.register("role")}>
              {Object.entries(ROLE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Label htmlFor="new-user-active" className="w-fit font-normal">
            <input
              id="new-user-active"
              type="checkbox"
              className="size-4 rounded accent-primary"
              {...form.register("isActive")}
            />
            Active
          </Label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner />}
              {create.isPending ? "Creating..." : "Create User"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
