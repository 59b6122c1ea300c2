"use client";

import { useBrand } from "@/lib/client/brand/brand-context";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { errorText } from "@/lib/client/data/error-text";
import { countOf } from "@/lib/client/format/plural";
import { useAdminUsers } from "@/lib/client/api/admin-users-queries";
import { NO_BRAND_HINT } from "@/lib/contract/admin-common";
import type { AdminUser } from "@/lib/contract/admin-users";
import { CheckList, checkListHintId } from "./check-list";
import { NO_USERS_HINT, type LibraryTabKind } from "./library-tab-kind";
import type { LibraryForm } from "./use-library-form";

interface AssignmentFieldsProps {
  kind: LibraryTabKind;
  form: LibraryForm;
}

/**
 * 'Assign to all brands', or at least one brand of the list (docs/rules.md#admin-create-forms). The hint is an error
 * only once `invalid` (a submit was tried without a brand).
 */
export function BrandField({ kind, form, invalid }: AssignmentFieldsProps & { invalid: boolean }) {
  const { brands, isLoading } = useBrand();
  const { values, setAllBrands, toggleBrand, hasBrand } = form;
  const listId = `${kind.noun}-brand`;
  const allId = `${kind.noun}-all-brands`;
  return (
    <CheckList
      id={listId}
      legend="Brands"
      items={brands.map((brand) => ({ id: brand.id, label: brand.name, detail: brand.code.toUpperCase() }))}
      selected={values.brandIds}
      onToggle={toggleBrand}
      disabled={values.assignToAllBrands}
      before={
        <div className="flex items-center gap-2">
          <Checkbox
            id={allId}
            checked={values.assignToAllBrands}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? checkListHintId(listId) : undefined}
            onCheckedChange={(checked) => setAllBrands(checked === true)}
          />
          <Label htmlFor={allId} className="font-normal">
            Assign to all brands
          </Label>
        </div>
      }
      hint={
        hasBrand
          ? values.assignToAllBrands
            ? `Every brand's reps can see this ${kind.noun}.`
            : `Selected ${countOf(values.brandIds.length, "brand")}`
          : isLoading
            ? "Loading brands..."
            : NO_BRAND_HINT
      }
      invalid={invalid && !isLoading}
    />
  );
}

const userLabel = (user: AdminUser) => [user.firstName, user.lastName].filter(Boolean).join(" ").trim() || user.email;

/** Optional users: with none ticked the item is for everyone (docs/rules.md#assignments). */
export function UserField({ kind, form }: AssignmentFieldsProps) {
  const { data, error, isLoading } = useAdminUsers();
  const users = data ?? [];
  const { values, toggleUser } = form;
  let hint: string;
  if (isLoading) hint = "Loading users...";
  else if (error && !users.length) hint = `The users could not be loaded: ${errorText(error)}`;
  else if (!users.length) hint = "No users available";
  else if (!values.userIds.length) hint = NO_USERS_HINT;
  else hint = `Selected ${countOf(values.userIds.length, "user")}`;
  return (
    <CheckList
      id={`${kind.noun}-user`}
      legend="Users (optional)"
      items={users.map((user) => ({
        id: user.id,
        label: userLabel(user),
        detail: userLabel(user) === user.email ? undefined : user.email,
      }))}
      selected={values.userIds}
      onToggle={toggleUser}
      hint={hint}
    />
  );
}
