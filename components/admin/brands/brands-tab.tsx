"use client";

import { CardHeading } from "@/components/shared/card-heading";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminBrands } from "@/lib/client/api/admin-brands";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";
import { BrandCtaForm } from "./brand-cta-form";

/**
 * The Brands tab: per brand, the call to action customers see on its share and room pages (a label
 * and an https address, e.g. "Start your rental" and the brand's quote page).
 */
export function BrandsTab() {
  const { data, error, isLoading } = useAdminBrands();
  useQueryErrorToast(error, "Failed to load brands");
  return (
    <Card>
      <CardHeader className="grid gap-1.5">
        <CardHeading className="text-xl">Brands</CardHeading>
        <CardDescription>
          A call to action shows as a button on the brand&apos;s share and room pages. The address receives the
          page&apos;s roomSlug or shareSlug, so a quote can name the rep. Leave both fields empty for no button.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isLoading ? (
          <div role="status" aria-label="Loading brands" className="grid gap-3">
            {[0, 1].map((row) => (
              <Skeleton key={row} className="h-32 w-full" />
            ))}
          </div>
        ) : data?.length ? (
          data.map((brand) => <BrandCtaForm key={brand.id} brand={brand} />)
        ) : (
          <p className="text-sm text-muted-foreground">{error ? "The brands could not be loaded." : "No brands yet"}</p>
        )}
      </CardContent>
    </Card>
  );
}
