import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** A full-width form submit button that shows a spinner and its running label while pending. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  disabled = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" size="lg" className="mt-2 w-full" disabled={disabled}>
      {pending && <Spinner />}
      {pending ? pendingLabel : label}
    </Button>
  );
}
