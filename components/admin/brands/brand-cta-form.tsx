"use client";

import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { useSetBrandCta } from "@/lib/client/api/admin-brands";
import { brandCtaBodySchema, CTA_LABEL_MAX, CTA_URL_MAX, type AdminBrand } from "@/lib/contract/brands";

type CtaInput = z.input<typeof brandCtaBodySchema>;

/** An empty field is "no button": both empty clears the call to action, one alone is refused. */
const bodyOf = ({ ctaLabel, ctaUrl }: { ctaLabel: string; ctaUrl: string }): CtaInput =>
  ctaLabel.trim() === "" && ctaUrl.trim() === "" ? { ctaLabel: null, ctaUrl: null } : { ctaLabel, ctaUrl };

/** One brand's call to action: the button's label and the https address it opens, with Save and Remove. */
export function BrandCtaForm({ brand }: { brand: AdminBrand }) {
  const values = { ctaLabel: brand.ctaLabel ?? "", ctaUrl: brand.ctaUrl ?? "" };
  const form = useForm<{ ctaLabel: string; ctaUrl: string }>({ values });
  const save = useSetBrandCta(brand.id);
  const id = (field: string) => `brand-${brand.id}-${field}`;
  const onSubmit = form.handleSubmit((fields) => {
    const parsed = brandCtaBodySchema.safeParse(bodyOf(fields));
    form.clearErrors();
    if (parsed.success) return save.mutate(parsed.data);
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "ctaUrl" ? "ctaUrl" : "ctaLabel";
      form.setError(field, { message: issue.message });
    }
  });
  const { errors } = form.formState;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={id("name")}
      className="grid gap-3 rounded-lg border p-4"
    >
      <h3 id={id("name")} className="font-semibold">
        {brand.name}
      </h3>
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <FormField
          id={id("label")}
          label="Button label"
          placeholder="e.g. Start your rental"
          maxLength={CTA_LABEL_MAX}
          autoComplete="off"
          error={errors.ctaLabel?.message}
          {...form.register("ctaLabel")}
        />
        <FormField
          id={id("url")}
          label="Address (https)"
          type="url"
          inputMode="url"
          placeholder="e.g. https://example.com/quote"
          maxLength={CTA_URL_MAX}
          autoComplete="off"
          error={errors.ctaUrl?.message}
          {...form.register("ctaUrl")}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending ? "Saving..." : "Save"}
        </Button>
        {brand.ctaLabel && (
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() => save.mutate({ ctaLabel: null, ctaUrl: null })}
          >
            Remove button
          </Button>
        )}
      </div>
    </form>
  );
}
