import { useId } from "react";
import { FormField } from "@/components/ui/form-field";
import type { UtcDayRange } from "./utc-day-range";

/** The from and to date fields of a range of UTC days, each with its own error, side by side from `sm`. */
export function UtcDayRangeFields({
  range,
  errors,
  labels,
  onChange,
}: {
  range: UtcDayRange;
  errors: Partial<UtcDayRange>;
  labels: UtcDayRange;
  onChange: (field: keyof UtcDayRange, value: string) => void;
}) {
  const fieldId = useId();
  return (
    <div className="flex flex-wrap items-start gap-3">
      {(["from", "to"] as const).map((field) => (
        <FormField
          key={field}
          id={`${fieldId}-${field}`}
          label={labels[field]}
          className="w-full sm:w-56"
          type="date"
          value={range[field]}
          error={errors[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      ))}
    </div>
  );
}
