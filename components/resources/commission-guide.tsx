"use client";

import { CheckIcon, PercentIcon, XIcon } from "lucide-react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { ResourceCard } from "./resource-card";

/** Commission rates by category. */
const RATES = [
  { category: "Instruments", rate: "8-12%" },
  { category: "Accessories", rate: "15-20%" },
  { category: "Services", rate: "10-25%" },
];

const DOS = [
  "Share your tracked links, asset links or QR codes instead of plain website addresses.",
  "Give customers your promo code with every quote and follow-up.",
  "Follow up within the 90-day attribution window.",
  "Check your link clicks regularly to see what works.",
];

const DONTS = [
  "Don't shorten or edit tracked links: the tracking parameters would be lost.",
  "Don't post your promo code on public coupon sites.",
  "Don't quote prices that are not on the current price list.",
  "Don't ask customers to use someone else's code or link.",
];

function Checklist({ items, kind }: { items: string[]; kind: "do" | "dont" }) {
  const Icon = kind === "do" ? CheckIcon : XIcon;
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon
            aria-hidden="true"
            className={
              kind === "do" ? "mt-0.5 size-4 shrink-0 text-success" : "mt-0.5 size-4 shrink-0 text-destructive"
            }
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Commission Tracking Guide': a single-open, collapsible accordion with the guidance of
 * docs/rules.md#commission-guidance.
 */
export function CommissionGuide() {
  return (
    <ResourceCard
      icon={PercentIcon}
      title="Commission Tracking Guide"
      description="How your sales are tracked and when commissions are paid."
    >
      <Accordion type="single" collapsible>
        <AccordionItem value="tracking-methods">
          <AccordionTrigger>Tracking Methods</AccordionTrigger>
          <AccordionContent className="space-y-2 text-muted-foreground">
            <p>Sales are credited to you in three ways:</p>
            <ul className="list-disc space-y-1 pl-5">
              <li>Your personal promo code (for example REP123), entered by the customer on a quote or at checkout.</li>
              <li>Your tracked links, whose clicks and resulting quotes are counted for you.</li>
              <li>Asset links and QR codes shared from the Asset Library, which carry your tracking parameters.</li>
            </ul>
            <p>A sale counts for you when the customer used your code or link within the 90-day attribution window.</p>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="payment-schedule">
          <AccordionTrigger>Commission Payment Schedule</AccordionTrigger>
          <AccordionContent className="space-y-3 text-muted-foreground">
            <p>Commissions are calculated monthly and paid by the 15th of the following month.</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
              {RATES.map(({ category, rate }) => (
                <div key={category} className="contents">
                  <dt className="font-medium text-foreground">{category}</dt>
                  <dd>{rate}</dd>
                </div>
              ))}
            </dl>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="best-practices">
          <AccordionTrigger>Best Practices</AccordionTrigger>
          <AccordionContent className="grid gap-4 text-muted-foreground sm:grid-cols-2">
            <div className="space-y-2">
              <h3 className="font-semibold text-foreground">DO&apos;s</h3>
              <Checklist items={DOS} kind="do" />
            </div>
            <div className="space-y-2">
              <h3 className="font-semibold text-foreground">DON&apos;Ts</h3>
              <Checklist items={DONTS} kind="dont" />
            </div>
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </ResourceCard>
  );
}
