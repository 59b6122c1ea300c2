import { useId } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { FUNNEL_SORT_CHOICES, type FunnelSort } from "./funnel-sort";

/** Below 768px, where the funnel shows cards without headers: the same sort as a picker. */
export function FunnelSortSelect({ sort, onSort }: { sort: FunnelSort; onSort: (sort: FunnelSort) => void }) {
  const id = useId();
  return (
    <div className="grid w-full gap-2 md:hidden">
      <Label htmlFor={id}>Sort by</Label>
      <NativeSelect
        id={id}
        value={`${sort.column}:${sort.direction}`}
        onChange={(event) => {
          const choice = FUNNEL_SORT_CHOICES.find((c) => c.value === event.target.value);
          if (choice) onSort(choice.sort);
        }}
      >
        {FUNNEL_SORT_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
