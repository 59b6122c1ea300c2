"use client";

import { useState } from "react";
import { CardHeading } from "@/components/shared/card-heading";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useAdminLibraryItems } from "@/lib/client/api/admin-library-queries";
import { useAdminUsers } from "@/lib/client/api/admin-users-queries";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";
import { ASSIGNMENT_KINDS } from "./assignment-kinds";
import { AssignmentPanel } from "./assignment-panel";
import { UserOptions } from "./user-options";

function UserSelect({ userId, onChange }: { userId: string; onChange: (id: string) => void }) {
  const { data, error, isLoading } = useAdminUsers();
  useQueryErrorToast(error, "Failed to load users");
  const users = data ?? [];
  if (isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        Loading users...
      </p>
    );
  }
  if (users.length === 0) return <p className="text-sm text-muted-foreground">No users available</p>;
  return (
    <div className="grid max-w-md gap-2">
      <Label htmlFor="assign-user">User</Label>
      <NativeSelect id="assign-user" value={userId} onChange={(event) => onChange(event.target.value)}>
        <UserOptions users={users} placeholder="Choose a user" />
      </NativeSelect>
    </div>
  );
}

/** Assignments (docs/screens.md#assignments-tab): choose a user, then tick assets and/or resources and assign them. */
export function AssignmentsTab() {
  const [userId, setUserId] = useState("");
  const assets = useAdminLibraryItems("asset");
  const resources = useAdminLibraryItems("resource");
  useQueryErrorToast(assets.error, "Failed to load assets");
  useQueryErrorToast(resources.error, "Failed to load resources");

  return (
    <Card>
      <CardHeader>
        <CardHeading className="text-xl">Assign Content to Users</CardHeading>
        <CardDescription>
          Choose a user, then tick the assets and resources to assign. An item assigned to users is shown only to those
          users.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <UserSelect userId={userId} onChange={setUserId} />
        <div className="grid gap-6 md:grid-cols-2">
          <AssignmentPanel
            kind={ASSIGNMENT_KINDS.asset}
            items={assets.data ?? []}
            isLoading={assets.isLoading}
            userId={userId}
          />
          <AssignmentPanel
            kind={ASSIGNMENT_KINDS.resource}
            items={resources.data ?? []}
            isLoading={resources.isLoading}
            userId={userId}
          />
        </div>
      </CardContent>
    </Card>
  );
}
