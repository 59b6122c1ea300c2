import Link from "next/link";
import { CompassIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

export default function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="justify-items-start gap-3">
          <span className="flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <CompassIcon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle asChild>
            <h1 className="text-2xl">404 Page Not Found</h1>
          </CardTitle>
          <CardDescription>The page you are looking for does not exist.</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="rounded-md border border-dashed bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
            Did you forget to add the page to the router?
          </p>
        </CardContent>
        <CardFooter>
          <Button asChild>
            <Link href="/">Back to home</Link>
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
