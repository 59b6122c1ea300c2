"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useRepProfile, useUpdateRepProfile } from "@/lib/client/api/user-queries";
import { PHONE_MAX, phoneSchema, timeZoneSchema } from "@/lib/contract/user";

const profileFormSchema = z.object({ phone: phoneSchema, timeZone: timeZoneSchema });
type ProfileFormInput = z.input<typeof profileFormSchema>;
type ProfileForm = z.output<typeof profileFormSchema>;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every zone the browser knows, with the chosen one kept even if this browser lists it otherwise. */
function zoneOptions(chosen: string): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(chosen) ? zones : [chosen, ...zones];
}

/** The user menu's Profile: the phone customers see on shared pages, and the time zone of alert e-mails. */
export function ProfileDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const profile = useRepProfile();
  const values = { phone: profile.data?.phone ?? "", timeZone: profile.data?.timeZone ?? browserZone() };
  const form = useForm<ProfileFormInput, unknown, ProfileForm>({ resolver: zodResolver(profileFormSchema), values });
  const update = useUpdateRepProfile({ onSaved: () => onOpenChange(false) });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) => update.mutate(body));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Profile</DialogTitle>
          <DialogDescription>
            Customers see your phone number on the pages you share. Alert e-mails tell times in your time zone.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          <FormField
            id="profile-phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={PHONE_MAX}
            placeholder="+1 555 010 1234"
            error={errors.phone?.message}
            {...form.register("phone")}
          />
          <div className="grid gap-2">
            <Label htmlFor="profile-time-zone">Time zone</Label>
            <NativeSelect
              id="profile-time-zone"
              aria-invalid={errors.timeZone ? true : undefined}
              {...form.register("timeZone")}
            >
              {zoneOptions(values.timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending || !profile.data}>
              {update.isPending && <Spinner />}
              {update.isPending ? "Saving..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
