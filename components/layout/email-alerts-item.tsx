"use client";

import { MailIcon } from "lucide-react";
import { DropdownMenuCheckboxItem } from "@/components/ui/dropdown-menu";
import { useAlertSettings, useSetAlertSettings } from "@/lib/client/api/notifications-queries";

/** The user menu's e-mail alerts switch: ticked while alerts also come by e-mail; the menu stays open on change. */
export function EmailAlertsItem() {
  const settings = useAlertSettings();
  const setSettings = useSetAlertSettings();
  const checked = setSettings.isPending ? !settings.data?.emailAlerts : (settings.data?.emailAlerts ?? false);
  return (
    <DropdownMenuCheckboxItem
      checked={checked}
      disabled={!settings.data || setSettings.isPending}
      onSelect={(event) => event.preventDefault()}
      onCheckedChange={(value) => setSettings.mutate({ emailAlerts: value === true })}
    >
      <MailIcon className="mt-0.5" aria-hidden="true" />
      <span className="leading-snug">E-mail me when a link or share is first opened each day</span>
    </DropdownMenuCheckboxItem>
  );
}
