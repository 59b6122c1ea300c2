"use client";

import { UserRoundPlusIcon } from "lucide-react";
import { useBrand } from "@/lib/client/brand/brand-context";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { AssetCover } from "./asset-cover";
import type { PortalAsset } from "@/lib/contract/assets";
import { ShareEmailForm } from "./share-email-form";
import { ShareLinkField } from "./share-link-field";
import { ShareQrCode } from "./share-qr-code";
import { useShareLink } from "./use-share-link";

/** QR codes are drawn in the brand's primary color, black without a brand. */
const DEFAULT_QR_COLOR = "#000000";

interface ShareAssetDialogProps {
  asset: PortalAsset;
  /** The Share button that opened the dialog; focus goes back to it on close. */
  returnFocusTo: HTMLElement;
  onClose: () => void;
  /** 'Share with a person': a room for one customer, starting with this asset. */
  onShareWithPerson: () => void;
}

/**
 * 'Share Asset' (docs/rules.md#share-dialog): creates the share link on open and offers it as text, QR code and
 * e-mail, or starts a room for one person with it. The caller mounts it per asset and unmounts it on close,
 * which resets link, QR, email and message.
 */
export function ShareAssetDialog({ asset, returnFocusTo, onClose, onShareWithPerson }: ShareAssetDialogProps) {
  const brand = useBrand().currentBrand;
  const qrColor = brand?.primaryColor ?? DEFAULT_QR_COLOR;
  const { shareUrl, isPending, isError, retry } = useShareLink(asset.id, brand?.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.focus();
        }}
      >
        <div className="flex items-start gap-3">
          <AssetCover coverUrl={asset.coverUrl} className="w-20 shrink-0" />
          <DialogHeader className="min-w-0 flex-1">
            <DialogTitle>Share Asset</DialogTitle>
            <DialogDescription className="line-clamp-2 wrap-anywhere">{asset.title}</DialogDescription>
          </DialogHeader>
        </div>
        <ShareLinkField
          title={asset.title}
          shareUrl={shareUrl}
          isPending={isPending}
          isError={isError}
          onRetry={retry}
        />
        {shareUrl ? (
          <ShareQrCode fileStem={`asset-qr-${asset.id}`} shareUrl={shareUrl} color={qrColor} />
        ) : (
          isPending && <Skeleton aria-hidden="true" className="mx-auto size-[154px] sm:mx-0" />
        )}
        <Separator />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            A personal room: your note, this and more assets, and who opened what.
          </p>
          <Button type="button" variant="outline" onClick={onShareWithPerson}>
            <UserRoundPlusIcon aria-hidden="true" />
            Share with a person
          </Button>
        </div>
        <Separator />
        <ShareEmailForm assetId={asset.id} brandId={brand?.id} hasShareLink={shareUrl !== null} />
      </DialogContent>
    </Dialog>
  );
}
