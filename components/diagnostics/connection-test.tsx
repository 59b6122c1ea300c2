"use client";

import { useCallback, useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { LogInIcon, RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { runConnectionTest, type ConnectionReport } from "./connection-checks";
import { ConnectionReportView } from "./connection-report";

export function ConnectionTest() {
  const [report, setReport] = useState<ConnectionReport | null>(null);
  const [running, setRunning] = useState(true);
  const router = useRouter();

  // `running` starts set for the run on mount; "Run again" sets it itself.
  const run = useCallback(() => {
    void runConnectionTest().then((result) => {
      setReport(result);
      setRunning(false);
    });
  }, []);
  const runAgain = () => {
    setRunning(true);
    run();
  };

  useEffect(() => {
    run();
  }, [run]);

  return (
    <Card className="w-full max-w-2xl">
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl">Connection Test</h1>
        </CardTitle>
        <CardDescription>Checks the public config, the auth service and the backend from this browser.</CardDescription>
      </CardHeader>
      <CardContent aria-busy={running}>
        {running ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Running checks...
          </p>
        ) : (
          report && <ConnectionReportView report={report} />
        )}
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button type="button" onClick={() => router.push("/login")}>
          <LogInIcon aria-hidden="true" />
          Go to login
        </Button>
        <Button type="button" variant="outline" onClick={runAgain} disabled={running}>
          <RefreshCwIcon aria-hidden="true" />
          Run again
        </Button>
      </CardFooter>
    </Card>
  );
}
