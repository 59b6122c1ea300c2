import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

interface DownloadLinkProps {
  /** The file's address; null while it cannot be downloaded (the link is then shown disabled). */
  href: string | null;
  /** The visible text, e.g. 'Users'. */
  label: string;
  /** The accessible name, holding the visible text, e.g. 'Download users CSV'. */
  name: string;
}

/** A link that saves the server's file as it streams in (the session cookie signs the request in). */
export function DownloadLink({ href, label, name }: DownloadLinkProps) {
  return (
    <Button asChild variant="outline">
      {/* Without an address it is a disabled link (ARIA APG): still named, but it goes nowhere. */}
      <a
        href={href ?? undefined}
        download={href ? true : undefined}
        role={href ? undefined : "link"}
        aria-disabled={href ? undefined : true}
        aria-label={name}
      >
        <DownloadIcon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
