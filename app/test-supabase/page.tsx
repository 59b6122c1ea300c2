import { ConnectionTest } from "@/components/diagnostics/connection-test";

export default function ConnectionTestPage() {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-background px-4 py-12 sm:items-center">
      <ConnectionTest />
    </main>
  );
}
