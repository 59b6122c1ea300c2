import "server-only";

/** What the room page adds to the share page's stylesheet: the note and a column of asset cards. */
export const ROOM_PAGE_STYLES = `
.note { margin: .75rem 0 0; color: #334155; white-space: pre-line; overflow-wrap: anywhere; }
.assets { display: grid; gap: 1.25rem; margin-top: 1.25rem; }
.asset h2 { margin: 0; font-size: 1.2rem; line-height: 1.3; overflow-wrap: anywhere; }
.count { margin: .5rem 0 0; color: #475569; font-size: .95rem; }
`;
