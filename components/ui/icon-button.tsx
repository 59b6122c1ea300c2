import type { ComponentProps } from "react";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

type IconButtonProps = Omit<ComponentProps<"button">, "children" | "type"> & {
  /** What the button does, for screen readers: the icon alone says it to the eye. */
  label: string;
  icon: LucideIcon;
  iconClassName?: string;
};

/** A ghost button showing only an icon; give it a `title` to name it on hover too. */
export function IconButton({ label, icon: Icon, iconClassName, ...props }: IconButtonProps) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} {...props}>
      <Icon aria-hidden="true" className={iconClassName} />
    </Button>
  );
}
