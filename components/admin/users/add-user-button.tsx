import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AddUserPopup } from "./user-popups";

/** 'Add User' above the Users table: the form, its schema and react-hook-form load on first use. */
export function AddUserButton() {
  return (
    <AddUserPopup
      trigger={
        <Button type="button">
          <PlusIcon aria-hidden="true" />
          Add User
        </Button>
      }
    />
  );
}
