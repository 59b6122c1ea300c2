"use client";

import { ChevronDownIcon } from "lucide-react";
import { useSignedIn } from "@/components/shared/use-signed-in";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { BrowserTimeZone } from "./browser-time-zone";
import { lazyPopup } from "./lazy-popup";
import { avatarUrl, displayName, initials } from "./user-display";

const UserMenuPopup = lazyPopup(() => import("./user-menu-popup").then((module) => module.UserMenuPopup), "menu");

/** The signed-in user's avatar and name in the top bar, opening a menu with the e-mail and Log out. */
export function UserMenu() {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  const { user } = signedIn;
  const name = displayName(user);

  return (
    <>
      <BrowserTimeZone />
      <UserMenuPopup
        name={name}
        email={user.email}
        trigger={
          <Button variant="ghost" className="h-10 gap-0 px-1 sm:gap-2 sm:px-2">
            <Avatar>
              <AvatarImage src={avatarUrl(user)} alt="" />
              <AvatarFallback aria-hidden="true">{initials(user)}</AvatarFallback>
            </Avatar>
            <span className="sr-only max-w-40 truncate sm:not-sr-only">{name}</span>
            <ChevronDownIcon className="text-muted-foreground max-sm:hidden" aria-hidden="true" />
          </Button>
        }
      />
    </>
  );
}
