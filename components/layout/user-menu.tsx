"use client";

import { useRouter } from "next/navigation";
import { ChevronDownIcon, LogOutIcon } from "lucide-react";
import { toast } from "sonner";
import { useAuth } from "@/components/auth/auth-provider";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { avatarUrl, displayName, initials } from "./user-display";
import { useSignedIn } from "./use-signed-in";

export function UserMenu() {
  const signedIn = useSignedIn();
  const { signOut } = useAuth();
  const router = useRouter();
  if (!signedIn) return null;
  const { user } = signedIn;
  const name = displayName(user);

  const logOut = async () => {
    await signOut();
    toast.success("Success", { description: "You have been logged out." });
    router.replace("/login");
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-1.5 sm:px-2">
          <Avatar>
            <AvatarImage src={avatarUrl(user)} alt="" />
            <AvatarFallback aria-hidden="true">{initials(user)}</AvatarFallback>
          </Avatar>
          <span className="sr-only max-w-40 truncate sm:not-sr-only">{name}</span>
          <ChevronDownIcon className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          <span className="truncate text-sm font-medium">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logOut}>
          <LogOutIcon aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
