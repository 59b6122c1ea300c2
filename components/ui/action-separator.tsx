/**
 * A thin rule between a row's everyday actions and its destructive one (Revoke, Delete), so a thumb
 * aiming at Edit does not land on it. Decorative: the buttons' own names say what each does.
 */
export function ActionSeparator() {
  return <span aria-hidden="true" className="mx-1 h-6 w-px shrink-0 bg-border" />;
}
