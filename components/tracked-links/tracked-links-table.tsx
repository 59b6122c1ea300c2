"use client";

import { StatusBadge } from "@/components/shared/status-badge";
import { TruncatedText } from "@/components/shared/truncated-text";
import type { TrackedLink } from "@/lib/contract/tracked-links";
import { LinkActions, type LinkRowActions } from "./link-actions";
import { shortUrl } from "./short-url";

type LinkListProps = { links: TrackedLink[]; origin: string } & LinkRowActions;

const HEAD = "px-4 py-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase";

/** From 768px: the table (Name, Short URL, Original URL, Clicks, Status, Actions). */
function LinksTable({ links, origin, ...actions }: LinkListProps) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <thead className="border-y bg-muted/40">
          <tr>
            <th scope="col" className={HEAD}>
              Name
            </th>
            <th scope="col" className={HEAD}>
              Short URL
            </th>
            <th scope="col" className={HEAD}>
              Original URL
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Clicks
            </th>
            <th scope="col" className={HEAD}>
              Status
            </th>
            <th scope="col" className={HEAD}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {links.map((link) => {
            const url = shortUrl(link.slug, origin);
            return (
              <tr key={link.id} className="align-middle">
                <td className="max-w-48 px-4 py-3 font-medium break-words">{link.name}</td>
                <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">{url}</td>
                <td className="max-w-64 px-4 py-3">
                  <TruncatedText text={link.originalUrl} className="text-muted-foreground" />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{link.clickCount}</td>
                <td className="px-4 py-3">
                  <StatusBadge active={link.isActive} />
                </td>
                <td className="px-2 py-1">
                  <LinkActions link={link} url={url} {...actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Below 768px: one card per link with the same facts. */
function LinkCards({ links, origin, ...actions }: LinkListProps) {
  return (
    <ul className="divide-y border-t md:hidden">
      {links.map((link) => {
        const url = shortUrl(link.slug, origin);
        return (
          <li key={link.id} className="grid gap-2 px-4 py-4">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-medium break-words">{link.name}</p>
              <StatusBadge active={link.isActive} />
            </div>
            <p className="font-mono text-xs break-all">{url}</p>
            <p className="truncate text-sm text-muted-foreground" title={link.originalUrl}>
              {link.originalUrl}
            </p>
            <div className="flex items-center justify-between">
              <p className="text-sm">
                <span className="font-semibold tabular-nums">{link.clickCount}</span>{" "}
                {link.clickCount === 1 ? "click" : "clicks"}
              </p>
              <LinkActions link={link} url={url} {...actions} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function TrackedLinksTable(props: LinkListProps) {
  return (
    <>
      <LinksTable {...props} />
      <LinkCards {...props} />
    </>
  );
}
