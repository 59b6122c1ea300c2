import "server-only";
import { listRoomsQuerySchema, roomPageSchema } from "@/lib/contract/rooms";
import { queryKeys } from "@/lib/query-keys";
import { listRooms } from "@/lib/server/rooms/rep-rooms";
import { asSent, prefetchFirstScreen } from "./prefetch";
import { renderOrigin } from "./screen-read";

/**
 * The Rooms screen's first page (docs/screens.md#rooms) as GET /api/rooms answers it, held as the
 * browser's infinite query holds it: the screen changes in place (a new, edited or revoked room, more pages).
 */
export function roomsQueries() {
  return prefetchFirstScreen(async () => {
    const origin = await renderOrigin();
    return [
      {
        key: queryKeys.rooms,
        read: async (db, user) => ({
          pages: [asSent(roomPageSchema, await listRooms(db, user, listRoomsQuerySchema.parse({}), origin))],
          pageParams: [undefined],
        }),
      },
    ];
  });
}
