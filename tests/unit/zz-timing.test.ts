import { createTestDatabase } from "@/tests/helpers/test-database";
test("timing", async () => {
  for (let i = 0; i < 3; i++) {
    const t = Date.now();
    const d = await createTestDatabase();
    const t2 = Date.now();
    await d.close();
    console.log("open", t2 - t, "close", Date.now() - t2);
  }
});
