"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { EVENT_TITLE_MAX, type CreateCalendarEventBody } from "@/lib/contract/admin-calendar";
import { eventTypeSchema } from "@/lib/contract/calendar";
import { BrandPickList } from "./brand-pick-list";
import { EVENT_FORM_DEFAULTS, eventFormSchema } from "./event-form-schema";
import { EventUserPick } from "./event-user-pick";

interface EventFormProps {
  pending: boolean;
  onSubmit: (event: CreateCalendarEventBody) => void;
}

/** The start and the end, side by side from 640px. */
const DATE_FIELDS = [
  { name: "startDate", id: "event-start", label: "Start Date" },
  { name: "endDate", id: "event-end", label: "End Date" },
] as const;

/** Every field of a calendar event (docs/api.md#calls) with its default; checked with the server's contract. */
export function EventForm({ pending, onSubmit }: EventFormProps) {
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm({ resolver: zodResolver(eventFormSchema), defaultValues: EVENT_FORM_DEFAULTS });
  const [allBrands, brandIds, allUsers, userId] = useWatch({
    control,
    name: ["assignToAllBrands", "brandIds", "assignToAllUsers", "userId"],
  });
  const noBrand = !allBrands && (brandIds ?? []).length === 0;
  /** After a first submit, a changed choice re-checks itself, as typed fields do. */
  const set = { shouldDirty: true, shouldValidate: isSubmitted };
  /** react-hook-form focuses a wrong typed field; when only the brands are missing, their first box takes the focus. */
  const onInvalid = (found: object) => {
    if (Object.keys(found).every((field) => field === "brandIds")) document.getElementById("event-all-brands")?.focus();
  };

  return (
    <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate className="grid gap-5">
      <fieldset disabled={pending} className="grid gap-5">
        <FormField
          id="event-title"
          label="Title"
          required
          maxLength={EVENT_TITLE_MAX}
          autoComplete="off"
          error={errors.title?.message}
          {...register("title")}
        />
        <div className="grid gap-2">
          <Label htmlFor="event-description">Description</Label>
          <Textarea id="event-description" rows={3} className="max-h-40" {...register("description")} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {DATE_FIELDS.map(({ name, id, label }) => (
            <FormField
              key={name}
              id={id}
              label={label}
              type="datetime-local"
              required
              error={errors[name]?.message}
              {...register(name)}
            />
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="event-type">Event Type</Label>
            <NativeSelect id="event-type" className="capitalize" {...register("eventType")}>
              {eventTypeSchema.options.map((type) => (
                <option key={type} value={type}>
                  {type[0]?.toUpperCase() + type.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="event-color">Color</Label>
            <Input id="event-color" type="color" className="w-20 cursor-pointer p-1" {...register("color")} />
          </div>
        </div>
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          <Controller
            control={control}
            name="isAllDay"
            render={({ field }) => (
              <CheckboxField
                id="event-all-day"
                label="All day"
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <CheckboxField id="event-active" label="Active" checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <EventUserPick
            allUsers={allUsers ?? false}
            onAllUsersChange={(all) => setValue("assignToAllUsers", all, set)}
            userId={userId ?? null}
            onUserIdChange={(id) => setValue("userId", id, set)}
            error={errors.userId?.message}
          />
          <BrandPickList
            idPrefix="event"
            allBrands={allBrands ?? false}
            onAllBrandsChange={(all) => setValue("assignToAllBrands", all, set)}
            brandIds={brandIds ?? []}
            onBrandIdsChange={(ids) => setValue("brandIds", ids, set)}
            invalid={isSubmitted && noBrand}
          />
        </div>
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        {/* aria-disabled, not disabled: a click (or Enter) on it still shows what is missing. */}
        <Button type="submit" disabled={pending} aria-disabled={noBrand || undefined}>
          {pending && <Spinner />}
          {pending ? "Creating..." : "Create Event"}
        </Button>
      </DialogFooter>
    </form>
  );
}
