import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import type { CheckResult, ConnectionReport } from "./connection-checks";

function environmentRows({ origin, config, configError }: ConnectionReport): [string, string][] {
  if (!config)
    return [
      ["Page origin", origin],
      ["Public config", `Failed: ${configError ?? "no answer"}`],
    ];
  return [
    ["Page origin", origin],
    ["Auth service URL", config.supabaseUrl || "Not set"],
    ["Anon key", config.anonKeyPresent ? "Present" : "Missing"],
    ["Auth service", config.builtIn ? "Built-in (this origin)" : "External"],
  ];
}

function CheckLine({ check }: { check: CheckResult }) {
  const Icon = check.ok ? CircleCheckIcon : CircleXIcon;
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-muted/30 p-3">
      <Icon
        className={check.ok ? "mt-0.5 size-5 shrink-0 text-success" : "mt-0.5 size-5 shrink-0 text-destructive"}
        aria-hidden="true"
      />
      <div className="min-w-0 text-sm">
        <p className="font-medium">
          <span className={check.ok ? "text-success" : "text-destructive"}>{check.ok ? "PASS" : "FAIL"}</span>{" "}
          {check.name}
        </p>
        <p className="break-words text-muted-foreground">{check.detail}</p>
      </div>
    </li>
  );
}

/** The environment and the pass/fail line of each check. */
export function ConnectionReportView({ report }: { report: ConnectionReport }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="environment-heading" className="space-y-3">
        <h2 id="environment-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Environment
        </h2>
        <dl className="grid gap-3 text-sm sm:gap-2">
          {environmentRows(report).map(([term, value]) => (
            <div key={term} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-mono text-xs break-all sm:text-sm">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="checks-heading" className="space-y-3">
        <h2 id="checks-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Checks
        </h2>
        <ul className="space-y-2">
          {report.checks.map((check) => (
            <CheckLine key={check.name} check={check} />
          ))}
        </ul>
      </section>
    </div>
  );
}
