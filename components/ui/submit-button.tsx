import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** A full-width form submit button that shows a spinner and its running label while pending. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" className="mt-2 w-full">
      {pending && <Spinner />}
      {pending ? pendingLabel : label}
    </Button>
  );
}
