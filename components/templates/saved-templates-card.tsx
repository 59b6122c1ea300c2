"use client";

import { CopyIcon, CopyPlusIcon, FolderOpenIcon, PencilIcon, Trash2Icon, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RegionCard } from "@/components/shared/region-card";
import { CardContent } from "@/components/ui/card";
import { formatDate } from "@/lib/client/format/format";
import type { EmailTemplate } from "@/lib/client/templates/templates-storage";

export interface SavedTemplateHandlers {
  onLoad: (template: EmailTemplate) => void;
  onCopy: (template: EmailTemplate) => void;
  onRename: (template: EmailTemplate) => void;
  onDuplicate: (template: EmailTemplate) => void;
  onDelete: (template: EmailTemplate) => void;
}

/** A row's buttons, in order; each calls its handler with the row's template. */
const ACTIONS: { label: string; icon: LucideIcon; handler: keyof SavedTemplateHandlers }[] = [
  { label: "Load", icon: FolderOpenIcon, handler: "onLoad" },
  { label: "Copy", icon: CopyIcon, handler: "onCopy" },
  { label: "Rename", icon: PencilIcon, handler: "onRename" },
  { label: "Duplicate", icon: CopyPlusIcon, handler: "onDuplicate" },
  { label: "Delete", icon: Trash2Icon, handler: "onDelete" },
];

function TemplateRow({
  template,
  editing,
  handlers,
}: {
  template: EmailTemplate;
  editing: boolean;
  handlers: SavedTemplateHandlers;
}) {
  const updated = formatDate(template.updated_at);
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{template.name}</span>
          {editing && <Badge variant="secondary">Editing</Badge>}
        </p>
        {updated && <p className="text-xs text-muted-foreground">Updated {updated}</p>}
        <p className="line-clamp-2 text-sm break-words whitespace-pre-line text-muted-foreground">
          {template.body_plain}
        </p>
      </div>
      <div className="-ml-2 flex flex-wrap gap-1 sm:ml-0 sm:justify-end">
        {ACTIONS.map(({ label, icon: Icon, handler }) => (
          <Button
            key={label}
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => handlers[handler](template)}
            className={handler === "onDelete" ? "text-destructive hover:text-destructive" : undefined}
          >
            <Icon aria-hidden="true" />
            {label}
            <span className="sr-only"> {template.name}</span>
          </Button>
        ))}
      </div>
    </li>
  );
}

/**
 * The Saved Templates list (docs/screens.md#email-builder), newest first, with Load, Copy, Rename, Duplicate and
 * Delete.
 */
export function SavedTemplatesCard({
  templates,
  editingId,
  handlers,
}: {
  templates: EmailTemplate[];
  editingId: string | null;
  handlers: SavedTemplateHandlers;
}) {
  return (
    <RegionCard
      titleId="saved-templates-title"
      title="Saved Templates"
      description={
        templates.length === 0
          ? "No templates saved yet. Write an email and choose Save Template."
          : `${templates.length} saved in this browser.`
      }
    >
      {templates.length > 0 && (
        <CardContent className="px-0">
          <ul className="divide-y border-t">
            {templates.map((template) => (
              <TemplateRow
                key={template.id}
                template={template}
                editing={template.id === editingId}
                handlers={handlers}
              />
            ))}
          </ul>
        </CardContent>
      )}
    </RegionCard>
  );
}
