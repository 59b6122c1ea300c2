"use client";

import { ShieldIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lazyPopup } from "./lazy-popup";

const AdminAccessPopup = lazyPopup(
  () => import("./admin-access-popup").then((module) => module.AdminAccessPopup),
  "dialog",
);

/** The footer's Admin entry for non-admins: a dialog explaining that the area needs administrator rights. */
export function AdminAccessDialog() {
  return (
    <AdminAccessPopup
      trigger={
        <Button variant="ghost" size="sm" className="text-muted-foreground hover:text-foreground">
          <ShieldIcon aria-hidden="true" />
          Admin
        </Button>
      }
    />
  );
}
