import Link from "next/link";
import { CompassIcon } from "lucide-react";
import { ProblemCard } from "@/components/layout/problem-card";
import { Button } from "@/components/ui/button";
import { CardContent, CardFooter } from "@/components/ui/card";

export default function NotFound() {
  return (
    <ProblemCard
      icon={CompassIcon}
      title="404 Page Not Found"
      description="The page you are looking for does not exist."
      fullScreen
    >
      <CardContent>
        <p className="rounded-md border border-dashed bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
          Check the address for a typing error, or go back to the portal&apos;s home page.
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link href="/">Back to home</Link>
        </Button>
      </CardFooter>
    </ProblemCard>
  );
}
