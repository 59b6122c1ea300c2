"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { LogOutIcon, UserRoundIcon } from "lucide-react";
import { toast } from "@/lib/client/browser/toast";
import { useAuth } from "@/lib/client/auth/auth-context";
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { EmailAlertsItem } from "./email-alerts-item";
import type { PopupProps } from "./lazy-popup";
import { PopupMenu } from "./popup-menu";
import { ProfileDialog } from "./profile-dialog";

interface UserMenuPopupProps extends PopupProps {
  name: string;
  email: string;
}

/** The user menu itself, loaded on its first use: name, e-mail, Profile, the e-mail alerts setting and Log out. */
export function UserMenuPopup({ name, email, ...popup }: UserMenuPopupProps) {
  const { signOut } = useAuth();
  const router = useRouter();
  const [profileOpen, setProfileOpen] = useState(false);

  const logOut = async () => {
    await signOut();
    toast.success("Signed out", { description: "You have been logged out." });
    router.replace("/login");
  };

  return (
    <>
      <PopupMenu {...popup} align="end">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          <span className="truncate text-sm font-medium">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => setProfileOpen(true)}>
          <UserRoundIcon aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <EmailAlertsItem />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logOut}>
          <LogOutIcon aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </PopupMenu>
      <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
    </>
  );
}
