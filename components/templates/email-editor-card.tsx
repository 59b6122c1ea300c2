"use client";

import type { RefObject } from "react";
import { CopyIcon, DownloadIcon, PanelRightIcon, SaveIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CardHeading } from "@/components/shared/card-heading";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

interface EmailEditorCardProps {
  text: string;
  onTextChange: (text: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  editingName: string | null;
  panelOpen: boolean;
  onTogglePanel: () => void;
  onSave: () => void;
  onCopy: () => void;
  onDownload: () => void;
}

/** The large plain-text area with its character count and the Assets & Links / Save / Copy / Download buttons. */
export function EmailEditorCard(props: EmailEditorCardProps) {
  const { text, onTextChange, textareaRef, editingName, panelOpen, onTogglePanel, onSave, onCopy, onDownload } = props;
  const empty = text.trim() === "";
  const count = text.length;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardHeading className="text-lg">Compose</CardHeading>
        <CardDescription>
          {editingName ? (
            <>
              Editing <span className="font-medium break-words text-foreground">{editingName}</span>. Save Template
              overwrites it.
            </>
          ) : (
            "Links you type get your tracking parameters when you copy or download the text."
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button
            type="button"
            variant="outline"
            onClick={onTogglePanel}
            aria-expanded={panelOpen}
            aria-controls="assets-links-panel"
          >
            <PanelRightIcon aria-hidden="true" />
            Assets &amp; Links
          </Button>
          <Button type="button" onClick={onSave} disabled={empty}>
            <SaveIcon aria-hidden="true" />
            Save Template
          </Button>
          <Button type="button" variant="outline" onClick={onCopy} disabled={empty}>
            <CopyIcon aria-hidden="true" />
            Copy
          </Button>
          <Button type="button" variant="outline" onClick={onDownload} disabled={empty}>
            <DownloadIcon aria-hidden="true" />
            Download
          </Button>
        </div>
        <Label htmlFor="email-text">Email text</Label>
        <textarea
          id="email-text"
          ref={textareaRef}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          aria-describedby="email-text-count"
          placeholder="Write your plain-text email here. Use Assets & Links to insert a link."
          className={cn(
            "min-h-80 w-full resize-y rounded-md border border-input bg-background",
            "px-3 py-2 font-mono text-sm leading-relaxed shadow-xs outline-none",
            "placeholder:text-muted-foreground focus-visible:border-ring",
            "focus-visible:ring-[3px] focus-visible:ring-ring md:min-h-96 dark:bg-input/20",
          )}
        />
        <p id="email-text-count" className="text-right text-sm text-muted-foreground">
          {count} {count === 1 ? "character" : "characters"}
        </p>
      </CardContent>
    </Card>
  );
}
