"use client";

import Link from "next/link";
import { ShieldCheckIcon } from "lucide-react";
import { useSignedIn } from "@/components/shared/use-signed-in";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { AdminAccessDialog } from "./admin-access-dialog";

/** Copyright line and the Admin entry: a link for admins, an explanation for everyone else. */
export function SiteFooter() {
  const signedIn = useSignedIn();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t">
      <div
        className={cn(
          "mx-auto flex w-full max-w-7xl flex-col items-center justify-between gap-2",
          "px-4 py-4 text-sm text-muted-foreground sm:flex-row sm:px-6 lg:px-8",
        )}
      >
        <p>© {year} Sales Rep Portal. All rights reserved.</p>
        {signedIn?.role === "admin" ? (
          <Button asChild variant="ghost" size="sm" className="text-muted-foreground hover:text-foreground">
            <Link href="/admin">
              <ShieldCheckIcon aria-hidden="true" />
              Admin
            </Link>
          </Button>
        ) : (
          <AdminAccessDialog />
        )}
      </div>
    </footer>
  );
}
