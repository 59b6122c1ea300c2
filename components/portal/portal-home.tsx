"use client";

import Link from "next/link";
import { FolderOpenIcon, MailIcon } from "lucide-react";
import { useBrand } from "@/components/brand/brand-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { displayName, roleLabel } from "@/components/layout/user-display";
import { useSignedIn } from "@/components/layout/use-signed-in";

/** The signed-in home until the dashboard replaces it. */
export function PortalHome() {
  const signedIn = useSignedIn();
  const { currentBrand, isLoading } = useBrand();
  if (!signedIn) return null;
  return (
    <section className="space-y-6">
      <div className="space-y-2">
        {isLoading ? (
          <Skeleton className="h-9 w-72" />
        ) : (
          <h1 className="text-3xl font-bold tracking-tight">{currentBrand?.name ?? "Sales Rep"} Dashboard</h1>
        )}
        <p className="text-muted-foreground">Rent - Play - Fundraise</p>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
        Welcome, {displayName(signedIn.user)}. Signed in as <Badge variant="secondary">{roleLabel(signedIn.role)}</Badge>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href="/communications">
            <MailIcon aria-hidden="true" />
            Email Templates
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/assets">
            <FolderOpenIcon aria-hidden="true" />
            Share Assets
          </Link>
        </Button>
      </div>
    </section>
  );
}
