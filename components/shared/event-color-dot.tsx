/** A calendar event's color as a small dot beside its title (decoration: the title says what it is). */
export function EventColorDot({ color }: { color: string }) {
  return (
    <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />
  );
}
